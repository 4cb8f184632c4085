/**
 * The category ids and colour names the spec's original client sends, as ours (decision 0014): it must keep
 * working against us, while our ids and names stay the only ones stored and answered.
 *
 * Made by hand from spec/original-client-data.json. Its level-1 and level-2 ids are ours already; each of
 * its 66 level-3 ids maps to our leaf of the same meaning under the same level-2 parent, or to the closest
 * one there where we have no such leaf (marked "closest"). Each colour name our palette lacks maps to the
 * same colour under our name, else to the nearest shade of the client's swatch.
 */
import { COLORS } from './catalog.ts';

/** [level-2 parent, the client's level-3 id, our level-3 id], in the client's own order. */
export const CLIENT_LEVEL3: readonly (readonly [parent: string, clientId: string, ours: string])[] = [
  ['cables', 'hdmi_cables', 'cables_hdmi'],
  ['cables', 'displayport_cables', 'cables_displayport'],
  ['cables', 'usb_cables', 'cables_usb'],
  ['cables', 'sata_cables', 'cables_sata'],
  ['adapters', 'usb_ethernet_adapters', 'adapters_network'],
  ['adapters', 'hdmi_vga_adapters', 'adapters_video'],
  ['stands', 'monitor_stands', 'stands_monitor'],
  ['stands', 'laptop_stands', 'stands_laptop'],
  ['mousepads', 'standard_mousepads', 'mousepads_standard'],
  ['mousepads', 'gaming_mousepads', 'mousepads_xl'], // closest: the gaming mats we sell are extended ones
  ['cleaning_maintenance', 'cleaning_kits', 'cleaning_kits'], // the same id as ours
  ['cleaning_maintenance', 'compressed_air', 'cleaning_compressed_air'],
  ['cable_organizers', 'flex_cable_organizer', 'organizers_sleeves'], // closest: flexible sleeves
  ['cable_organizers', 'velcro_cable_organizer', 'organizers_velcro'],
  ['processors', 'intel_processors', 'cpu_intel'],
  ['processors', 'amd_processors', 'cpu_amd'],
  ['graphics_cards', 'nvidia_graphics', 'gpu_nvidia'],
  ['graphics_cards', 'amd_graphics', 'gpu_amd'],
  ['motherboards', 'atx_motherboards', 'motherboards_atx'],
  ['motherboards', 'microatx_motherboards', 'motherboards_micro_atx'],
  ['motherboards', 'miniitx_motherboards', 'motherboards_mini_itx'],
  ['ram', 'ddr4_ram', 'ram_ddr4'],
  ['ram', 'ddr5_ram', 'ram_ddr5'],
  ['power_supplies', '80plus_bronze_psu', 'psu_80_plus_bronze'],
  ['power_supplies', '80plus_silver_psu', 'psu_80_plus_silver'],
  ['power_supplies', '80plus_gold_psu', 'psu_80_plus_gold'],
  ['power_supplies', '80plus_platinum_psu', 'psu_80_plus_platinum'],
  ['cases', 'atx_cases', 'cases_atx'],
  ['cases', 'microatx_cases', 'cases_micro_atx'],
  ['cases', 'miniitx_cases', 'cases_mini_itx'],
  ['cooling', 'air_cooling', 'cooling_air'],
  ['cooling', 'liquid_cooling', 'cooling_liquid'],
  ['keyboards', 'Teclados mecánicos', 'keyboards_mechanical'],
  ['keyboards', 'Teclados de membrana', 'keyboards_membrane'],
  ['keyboards', 'Teclados inalámbricos', 'keyboards_wireless'],
  ['keyboards', 'Teclados gaming', 'keyboards_mechanical'], // closest: gaming keyboards are mechanical
  // The client's mice reuse keyboard ids ("Teclados …"): the parent tells them apart.
  ['mice', 'Teclados ópticos', 'mice_office'], // closest: the plain wired optical mouse
  ['mice', 'Teclados inalámbricos', 'mice_wireless'],
  ['mice', 'Teclados gaming', 'mice_gaming'],
  ['monitors', 'Monitores Full HD', 'monitors_full_hd'],
  ['monitors', 'Monitores 2K/QHD', 'monitors_2k_qhd'],
  ['monitors', 'Monitores 4K/UHD', 'monitors_4k_uhd'],
  ['monitors', 'Monitores Curvos', 'monitors_curved'],
  ['headphones', 'Auriculares inalámbricos', 'headphones_wireless'],
  ['headphones', 'Auriculares con micrófono', 'headphones_gaming'], // closest: headsets with a boom mic
  ['headphones', 'Auriculares gaming', 'headphones_gaming'],
  // The client's microphones are misnamed "Auriculares …" too.
  ['microphones', 'Auriculares de condensador', 'microphones_usb'], // closest: our condenser mics are USB
  ['microphones', 'Auriculares dinámicos', 'microphones_xlr'], // closest: our dynamic mics are XLR
  ['webcams', 'Cámaras web HD', 'webcams_hd'],
  ['webcams', 'Cámaras web Full HD', 'webcams_full_hd'],
  ['speakers', 'Parlantes 2.0', 'speakers_2_0'],
  ['speakers', 'Parlantes 2.1', 'speakers_2_1'],
  ['speakers', 'Parlantes Bluetooth', 'speakers_bluetooth'],
  ['hard_drives', 'internal_hdd', 'hdd_internal'],
  ['hard_drives', 'external_hdd', 'hdd_external'],
  ['ssd_drives', 'sata_ssd', 'ssd_sata'],
  ['ssd_drives', 'nvme_ssd', 'ssd_nvme'],
  ['usb_drives', 'usb2_drives', 'usb_2_0'],
  ['usb_drives', 'usb3_drives', 'usb_3_0'],
  ['sd_cards', 'sdhc_cards', 'sd_sdhc'],
  ['sd_cards', 'sdxc_cards', 'sd_sdxc'],
  ['optical_drives', 'dvd_drives', 'optical_dvd'],
  ['optical_drives', 'bluray_drives', 'optical_bluray'],
  ['caddies_adapters', 'caddy_25', 'caddies_2_5'],
  ['caddies_adapters', 'caddy_35', 'caddies_3_5'],
  ['caddies_adapters', 'sata_usb_adapters', 'caddies_2_5'], // closest: we sell them with the 2.5" caddies
];

/** The client's colour names our palette lacks → our name. */
export const CLIENT_COLORS: Readonly<Record<string, string>> = {
  Púrpura: 'Morado',
  Durazno: 'Salmón',
  'Verde Azulado': 'Turquesa',
  Mostaza: 'Oro',
  'Verde Mar': 'Verde',
  'Blanco Roto': 'Marfil',
  Burdeos: 'Vino Tinto',
  Oliva: 'Verde Oliva',
  Malva: 'Lavanda',
  Óxido: 'Cobre',
  Rosa: 'Rosado',
  'Marrón Café': 'Marrón',
  'Verde Fluorescente': 'Verde Lima',
  Topo: 'Gris Oscuro',
  Nude: 'Beige',
  Metálico: 'Oro',
  'Gris Melange': 'Gris Claro',
  Carbón: 'Grafito',
};

/** Each client level-3 id with its parents, in the client's order: an id may repeat under two parents. */
const LEVEL3_BY_CLIENT_ID = new Map<string, { parent: string; ours: string }[]>();
for (const [parent, clientId, ours] of CLIENT_LEVEL3) {
  const entries = LEVEL3_BY_CLIENT_ID.get(clientId) ?? [];
  entries.push({ parent, ours });
  LEVEL3_BY_CLIENT_ID.set(clientId, entries);
}

/**
 * Our id for a category id, ours or the original client's; anything else comes back unchanged (the caller
 * says it does not exist). `parent`, the level-2 id sent beside it, settles a client id that repeats under
 * two parents; without it (the listing, a home tile) the first parent in the client's list wins: the
 * keyboards, as the id's own words ("Teclados gaming") say, though its mega-menu links both to the same id.
 */
export function ourCategoryId(id: string, parent?: string | null): string {
  const entries = LEVEL3_BY_CLIENT_ID.get(id);
  if (!entries) return id;
  return (entries.find((e) => e.parent === parent) ?? entries[0]!).ours;
}

const COLOR_BY_LOWER_NAME = new Map([
  ...Object.entries(CLIENT_COLORS).map(([client, ours]) => [client.toLowerCase(), ours] as const),
  ...COLORS.map((c) => [c.name.toLowerCase(), c.name] as const),
]);

/** Our palette's spelling of a colour name, ours or the original client's, in any case; else undefined. */
export const ourColorName = (name: string): string | undefined => COLOR_BY_LOWER_NAME.get(name.toLowerCase());
