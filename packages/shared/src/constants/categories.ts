/**
 * The fixed 3-level category tree (product.md#categories). The ids (slugs) are the contract shared by the
 * API (seeded into the `categories` table), the web app menus and the admin category editor.
 * A product links to a level-3 category; listing a level-1 or level-2 id includes everything below it.
 */
export interface CategoryEntry {
  categoryId: string;
  name: string;
  level: 1 | 2 | 3;
  parentCategoryId: string | null;
}

type Leaf = readonly [id: string, name: string];
interface SubTree {
  id: string;
  name: string;
  leaves: readonly Leaf[];
}
interface TopTree {
  id: string;
  name: string;
  children: readonly SubTree[];
}

const TREE: readonly TopTree[] = [
  {
    id: 'men',
    name: 'Periféricos',
    children: [
      {
        id: 'keyboards',
        name: 'Teclados',
        leaves: [
          ['keyboards_mechanical', 'Teclados Mecánicos'],
          ['keyboards_membrane', 'Teclados de Membrana'],
          ['keyboards_wireless', 'Teclados Inalámbricos'],
        ],
      },
      {
        id: 'mice',
        name: 'Ratones',
        leaves: [
          ['mice_gaming', 'Ratones Gamer'],
          ['mice_wireless', 'Ratones Inalámbricos'],
          ['mice_office', 'Ratones de Oficina'],
        ],
      },
      {
        id: 'monitors',
        name: 'Monitores',
        leaves: [
          ['monitors_full_hd', 'Full HD'],
          ['monitors_2k_qhd', '2K / QHD'],
          ['monitors_4k_uhd', '4K / UHD'],
          ['monitors_curved', 'Monitores Curvos'],
        ],
      },
      {
        id: 'headphones',
        name: 'Audífonos',
        leaves: [
          ['headphones_gaming', 'Audífonos Gamer'],
          ['headphones_wireless', 'Audífonos Inalámbricos'],
          ['headphones_in_ear', 'Audífonos In-Ear'],
        ],
      },
      {
        id: 'microphones',
        name: 'Micrófonos',
        leaves: [
          ['microphones_usb', 'Micrófonos USB'],
          ['microphones_xlr', 'Micrófonos XLR'],
          ['microphones_lavalier', 'Micrófonos de Solapa'],
        ],
      },
      {
        id: 'webcams',
        name: 'Cámaras Web',
        leaves: [
          ['webcams_hd', 'HD 720p'],
          ['webcams_full_hd', 'Full HD 1080p'],
        ],
      },
      {
        id: 'speakers',
        name: 'Parlantes',
        leaves: [
          ['speakers_2_0', 'Parlantes 2.0'],
          ['speakers_2_1', 'Parlantes 2.1'],
          ['speakers_bluetooth', 'Parlantes Bluetooth'],
        ],
      },
    ],
  },
  {
    id: 'women',
    name: 'Componentes',
    children: [
      {
        id: 'processors',
        name: 'Procesadores',
        leaves: [
          ['cpu_intel', 'Intel'],
          ['cpu_amd', 'AMD'],
        ],
      },
      {
        id: 'graphics_cards',
        name: 'Tarjetas Gráficas',
        leaves: [
          ['gpu_nvidia', 'NVIDIA'],
          ['gpu_amd', 'AMD Radeon'],
        ],
      },
      {
        id: 'motherboards',
        name: 'Placas Base',
        leaves: [
          ['motherboards_atx', 'ATX'],
          ['motherboards_micro_atx', 'Micro ATX'],
          ['motherboards_mini_itx', 'Mini ITX'],
        ],
      },
      {
        id: 'ram',
        name: 'Memoria RAM',
        leaves: [
          ['ram_ddr4', 'DDR4'],
          ['ram_ddr5', 'DDR5'],
        ],
      },
      {
        id: 'power_supplies',
        name: 'Fuentes de Poder',
        leaves: [
          ['psu_80_plus_bronze', '80 Plus Bronze'],
          ['psu_80_plus_silver', '80 Plus Silver'],
          ['psu_80_plus_gold', '80 Plus Gold'],
          ['psu_80_plus_platinum', '80 Plus Platinum'],
        ],
      },
      {
        id: 'cases',
        name: 'Gabinetes',
        leaves: [
          ['cases_atx', 'Gabinetes ATX'],
          ['cases_micro_atx', 'Gabinetes Micro ATX'],
          ['cases_mini_itx', 'Gabinetes Mini ITX'],
        ],
      },
      {
        id: 'cooling',
        name: 'Refrigeración',
        leaves: [
          ['cooling_air', 'Refrigeración por Aire'],
          ['cooling_liquid', 'Refrigeración Líquida'],
        ],
      },
    ],
  },
  {
    id: 'home_furniture',
    name: 'Almacenamiento y Unidades Externas',
    children: [
      {
        id: 'hard_drives',
        name: 'Discos Duros',
        leaves: [
          ['hdd_internal', 'Discos Duros Internos'],
          ['hdd_external', 'Discos Duros Externos'],
        ],
      },
      {
        id: 'ssd_drives',
        name: 'Unidades SSD',
        leaves: [
          ['ssd_sata', 'SATA'],
          ['ssd_nvme', 'NVMe'],
        ],
      },
      {
        id: 'usb_drives',
        name: 'Memorias USB',
        leaves: [
          ['usb_2_0', 'USB 2.0'],
          ['usb_3_0', 'USB 3.0'],
        ],
      },
      {
        id: 'sd_cards',
        name: 'Tarjetas SD',
        leaves: [
          ['sd_sdhc', 'SDHC'],
          ['sd_sdxc', 'SDXC'],
        ],
      },
      {
        id: 'optical_drives',
        name: 'Unidades Ópticas',
        leaves: [
          ['optical_dvd', 'DVD'],
          ['optical_bluray', 'Blu-ray'],
        ],
      },
      {
        id: 'caddies_adapters',
        name: 'Caddies y Adaptadores',
        leaves: [
          ['caddies_2_5', 'Caddies 2.5"'],
          ['caddies_3_5', 'Caddies 3.5"'],
        ],
      },
    ],
  },
  {
    id: 'electronics',
    name: 'Accesorios',
    children: [
      {
        id: 'cables',
        name: 'Cables',
        leaves: [
          ['cables_hdmi', 'HDMI'],
          ['cables_displayport', 'DisplayPort'],
          ['cables_usb', 'USB'],
          ['cables_sata', 'SATA'],
        ],
      },
      {
        id: 'adapters',
        name: 'Adaptadores',
        leaves: [
          ['adapters_usb_c', 'Adaptadores USB-C'],
          ['adapters_video', 'Adaptadores de Video'],
          ['adapters_network', 'Adaptadores de Red'],
        ],
      },
      {
        id: 'stands',
        name: 'Soportes',
        leaves: [
          ['stands_monitor', 'Soportes para Monitor'],
          ['stands_laptop', 'Soportes para Portátil'],
          ['stands_headphone', 'Soportes para Audífonos'],
        ],
      },
      {
        id: 'mousepads',
        name: 'Mousepads',
        leaves: [
          ['mousepads_standard', 'Mousepads Estándar'],
          ['mousepads_xl', 'Mousepads Extendidos'],
          ['mousepads_rgb', 'Mousepads RGB'],
        ],
      },
      {
        id: 'cleaning_maintenance',
        name: 'Limpieza y Mantenimiento',
        leaves: [
          ['cleaning_kits', 'Kits de Limpieza'],
          ['cleaning_compressed_air', 'Aire Comprimido'],
          ['cleaning_thermal_paste', 'Pasta Térmica'],
        ],
      },
      {
        id: 'cable_organizers',
        name: 'Organizadores de Cables',
        leaves: [
          ['organizers_velcro', 'Cintas y Velcros'],
          ['organizers_sleeves', 'Fundas para Cables'],
          ['organizers_trays', 'Bandejas y Canaletas'],
        ],
      },
    ],
  },
  {
    id: 'kids',
    name: 'Gaming',
    children: [
      {
        id: 'consoles',
        name: 'Consolas',
        leaves: [
          ['consoles_playstation', 'PlayStation'],
          ['consoles_xbox', 'Xbox'],
          ['consoles_nintendo', 'Nintendo'],
        ],
      },
      {
        id: 'controllers',
        name: 'Controles',
        leaves: [
          ['controllers_console', 'Controles para Consola'],
          ['controllers_pc', 'Controles para PC'],
        ],
      },
      {
        id: 'gaming_chairs',
        name: 'Sillas Gamer',
        leaves: [
          ['gaming_chairs_racing', 'Sillas Tipo Racing'],
          ['gaming_chairs_fabric', 'Sillas de Tela'],
          ['gaming_chairs_ergonomic', 'Sillas Ergonómicas'],
        ],
      },
      {
        id: 'simulators',
        name: 'Volantes y Simuladores',
        leaves: [
          ['sim_wheels', 'Volantes y Pedales'],
          ['sim_flight', 'Joysticks de Vuelo'],
        ],
      },
    ],
  },
  {
    id: 'beauty',
    name: 'Software',
    children: [
      {
        id: 'operating_systems',
        name: 'Sistemas Operativos',
        leaves: [
          ['os_windows', 'Windows'],
          ['os_linux_other', 'Linux y Otros'],
        ],
      },
      {
        id: 'office_suites',
        name: 'Ofimática',
        leaves: [
          ['office_microsoft', 'Microsoft 365 y Office'],
          ['office_other', 'Otras Suites de Oficina'],
        ],
      },
      {
        id: 'antivirus',
        name: 'Antivirus y Seguridad',
        leaves: [
          ['antivirus_basic', 'Antivirus'],
          ['antivirus_suites', 'Suites de Seguridad'],
        ],
      },
      {
        id: 'creative_software',
        name: 'Diseño y Creatividad',
        leaves: [
          ['creative_design', 'Diseño y Fotografía'],
          ['creative_video_audio', 'Video y Audio'],
        ],
      },
    ],
  },
];

function flatten(): CategoryEntry[] {
  const level1: CategoryEntry[] = [];
  const level2: CategoryEntry[] = [];
  const level3: CategoryEntry[] = [];
  for (const top of TREE) {
    level1.push({ categoryId: top.id, name: top.name, level: 1, parentCategoryId: null });
    for (const sub of top.children) {
      level2.push({ categoryId: sub.id, name: sub.name, level: 2, parentCategoryId: top.id });
      for (const [id, name] of sub.leaves) {
        level3.push({ categoryId: id, name, level: 3, parentCategoryId: sub.id });
      }
    }
  }
  return [...level1, ...level2, ...level3];
}

/** Every category: level 1 first (menu order), then level 2, then level 3. */
export const CATEGORIES: readonly CategoryEntry[] = Object.freeze(flatten());

/** Level-1 categories in menu order. */
export const TOP_CATEGORIES: readonly CategoryEntry[] = Object.freeze(
  CATEGORIES.filter((c) => c.level === 1),
);

const BY_ID: ReadonlyMap<string, CategoryEntry> = new Map(CATEGORIES.map((c) => [c.categoryId, c]));

/** Direct children of a category, in definition order (empty for leaves and unknown ids). */
export function childrenOf(categoryId: string): CategoryEntry[] {
  return CATEGORIES.filter((c) => c.parentCategoryId === categoryId);
}

export function findCategory(categoryId: string): CategoryEntry | undefined {
  return BY_ID.get(categoryId);
}
