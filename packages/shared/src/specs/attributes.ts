/**
 * The specifications a product of each level-2 category carries (issue 13): a typed attribute set per
 * category, shared by the server (validation, facets), the seller's form and the product page. Values are
 * stored in `products.specs` (JSONB) under these keys; every attribute is optional, and a product of a
 * category with no set carries none.
 */

interface Base {
  key: string;
  /** Spanish label, as the product page's table and the filters show it. */
  label: string;
  /** Offered as a listing filter with counts (the category's key attributes). */
  facet?: boolean;
}
export interface EnumAttribute extends Base {
  type: 'enum';
  options: readonly string[];
}
export interface NumberAttribute extends Base {
  type: 'number';
  /** Shown after the value: 'GB', 'MHz', 'W'… */
  unit?: string;
  min: number;
  max: number;
  /** Whole numbers only (cores, watts); otherwise up to two decimals (GHz, inches). */
  integer?: boolean;
}
export interface BooleanAttribute extends Base {
  type: 'boolean';
}
export interface TextAttribute extends Base {
  type: 'text';
  maxLength: number;
}
export type SpecAttribute = EnumAttribute | NumberAttribute | BooleanAttribute | TextAttribute;

// --------------------------------------------------------------------------------------------- builders

const brand = (facet = true): TextAttribute => ({
  key: 'brand',
  label: 'Marca',
  type: 'text',
  maxLength: 40,
  facet,
});
const oneOf = (key: string, label: string, options: readonly string[], facet = false): EnumAttribute => ({
  key,
  label,
  type: 'enum',
  options,
  facet,
});
const whole = (
  key: string,
  label: string,
  unit: string | undefined,
  min: number,
  max: number,
  facet = false,
) => ({ key, label, type: 'number', unit, min, max, integer: true, facet }) satisfies NumberAttribute;
const decimal = (
  key: string,
  label: string,
  unit: string | undefined,
  min: number,
  max: number,
  facet = false,
) => ({ key, label, type: 'number', unit, min, max, facet }) satisfies NumberAttribute;
const yesNo = (key: string, label: string, facet = false): BooleanAttribute => ({
  key,
  label,
  type: 'boolean',
  facet,
});
const words = (key: string, label: string, maxLength = 60): TextAttribute => ({
  key,
  label,
  type: 'text',
  maxLength,
});

// ------------------------------------------------------------------------------------ shared option sets

export const CPU_SOCKETS = ['AM4', 'AM5', 'LGA1200', 'LGA1700', 'LGA1851'] as const;
export const MEMORY_TYPES = ['DDR3', 'DDR4', 'DDR5'] as const;
/** Motherboard and case form factors, smallest first: a case takes its own and every smaller one. */
export const BOARD_FORM_FACTORS = ['Mini-ITX', 'Micro-ATX', 'ATX', 'E-ATX'] as const;
/** How a graphics card takes power, fewest first; 16 pines is the 12VHPWR / 12V-2x6 connector. */
export const GPU_POWER_CONNECTORS = [
  'Ninguno',
  '1× 6 pines',
  '1× 8 pines',
  '2× 8 pines',
  '3× 8 pines',
  '16 pines (12VHPWR)',
] as const;
const CONNECTIONS = ['Cableada', 'Inalámbrica 2,4 GHz', 'Bluetooth', 'Inalámbrica + Bluetooth'] as const;
const STORAGE_CAPACITY = (facet = true) => whole('capacityGb', 'Capacidad', 'GB', 1, 100_000, facet);
/** The console family a controller, wheel or joystick is made for. */
const GAME_PLATFORMS = ['PC', 'PlayStation', 'Xbox', 'Nintendo Switch', 'Multiplataforma'] as const;
const SOFTWARE_PLATFORM = oneOf(
  'platform',
  'Plataforma',
  ['Windows', 'macOS', 'Linux', 'Multiplataforma'],
  true,
);
const LICENSE_TYPE = oneOf(
  'licenseType',
  'Tipo de licencia',
  ['Perpetua', 'Suscripción anual', 'Suscripción mensual'],
  true,
);
const DELIVERY = (facet = true) => oneOf('delivery', 'Entrega', ['Digital (clave)', 'Caja'], facet);

/** Attribute sets by level-2 category id. */
export const SPEC_ATTRIBUTES: Readonly<Record<string, readonly SpecAttribute[]>> = {
  // Periféricos
  keyboards: [
    brand(),
    oneOf('format', 'Formato', ['Completo', 'TKL', '75%', '65%', '60%'], true),
    words('switches', 'Switches'),
    oneOf(
      'layout',
      'Distribución',
      ['Español (Latinoamérica)', 'Español (España)', 'Inglés (EE. UU.)'],
      true,
    ),
    oneOf('connection', 'Conexión', CONNECTIONS, true),
    oneOf('backlight', 'Retroiluminación', ['RGB', 'Un color', 'Sin retroiluminación']),
  ],
  mice: [
    brand(),
    whole('dpi', 'Resolución máxima', 'DPI', 100, 50_000),
    oneOf('connection', 'Conexión', CONNECTIONS, true),
    whole('buttons', 'Botones', undefined, 2, 30),
    whole('weightG', 'Peso', 'g', 20, 300),
    words('sensor', 'Sensor'),
  ],
  monitors: [
    brand(),
    decimal('sizeIn', 'Tamaño', '"', 10, 65, true),
    oneOf(
      'resolution',
      'Resolución',
      ['1920 × 1080', '2560 × 1080', '2560 × 1440', '3440 × 1440', '3840 × 2160'],
      true,
    ),
    whole('refreshHz', 'Frecuencia de actualización', 'Hz', 50, 540, true),
    oneOf('panel', 'Panel', ['IPS', 'VA', 'TN', 'OLED'], true),
    decimal('responseMs', 'Tiempo de respuesta', 'ms', 0.01, 20),
    yesNo('curved', 'Curvo'),
  ],
  headphones: [
    brand(),
    oneOf('type', 'Tipo', ['Over-ear', 'On-ear', 'In-ear'], true),
    oneOf('connection', 'Conexión', ['3,5 mm', 'USB', 'Inalámbrica 2,4 GHz', 'Bluetooth'], true),
    yesNo('microphone', 'Micrófono'),
    yesNo('noiseCancelling', 'Cancelación de ruido'),
  ],
  microphones: [
    brand(),
    oneOf('type', 'Tipo', ['Condensador', 'Dinámico'], true),
    oneOf('connection', 'Conexión', ['USB', 'XLR', 'USB y XLR', '3,5 mm'], true),
    oneOf('polarPattern', 'Patrón polar', ['Cardioide', 'Omnidireccional', 'Multipatrón']),
  ],
  webcams: [
    brand(),
    oneOf('resolution', 'Resolución', ['720p', '1080p', '1440p', '4K'], true),
    whole('fps', 'Cuadros por segundo', 'fps', 15, 120),
    yesNo('microphone', 'Micrófono'),
    yesNo('autofocus', 'Enfoque automático'),
  ],
  speakers: [
    brand(),
    oneOf('channels', 'Canales', ['1.0', '2.0', '2.1', '5.1'], true),
    whole('powerW', 'Potencia', 'W', 1, 1000),
    oneOf('connection', 'Conexión', ['3,5 mm', 'USB', 'Bluetooth', 'Óptica'], true),
  ],
  // Componentes
  processors: [
    brand(),
    oneOf('socket', 'Socket', CPU_SOCKETS, true),
    whole('cores', 'Núcleos', undefined, 1, 128, true),
    whole('threads', 'Hilos', undefined, 1, 256),
    decimal('baseGhz', 'Frecuencia base', 'GHz', 0.5, 7),
    decimal('boostGhz', 'Frecuencia turbo', 'GHz', 0.5, 7),
    whole('tdpW', 'TDP', 'W', 5, 500),
    yesNo('integratedGraphics', 'Gráficos integrados', true),
    // Compatibility data (issue 34): a CPU newer than the board's launch may need a BIOS update.
    whole('launchYear', 'Año de lanzamiento', undefined, 2000, 2040),
  ],
  motherboards: [
    brand(),
    oneOf('socket', 'Socket', CPU_SOCKETS, true),
    words('chipset', 'Chipset', 20),
    oneOf('formFactor', 'Formato', BOARD_FORM_FACTORS, true),
    oneOf('memoryType', 'Tipo de memoria', MEMORY_TYPES, true),
    whole('memorySlots', 'Ranuras de memoria', undefined, 1, 8),
    whole('maxMemoryGb', 'Memoria máxima', 'GB', 4, 1024),
    whole('m2Slots', 'Ranuras M.2', undefined, 0, 8),
    whole('maxMemoryMhz', 'Velocidad máxima de memoria', 'MHz', 800, 12_000),
    whole('sataPorts', 'Puertos SATA', undefined, 0, 16),
    whole('sataPortsSharedWithM2', 'Puertos SATA que se desactivan al usar M.2', undefined, 0, 8),
    whole('cpuPowerPins', 'Conector de alimentación de CPU', 'pines', 4, 24),
    whole('launchYear', 'Año de lanzamiento', undefined, 2000, 2040),
    yesNo('wifi', 'Wi-Fi'),
  ],
  ram: [
    brand(),
    oneOf('memoryType', 'Tipo', MEMORY_TYPES, true),
    whole('capacityGb', 'Capacidad total', 'GB', 1, 512, true),
    whole('modules', 'Módulos', undefined, 1, 8),
    whole('speedMhz', 'Velocidad', 'MHz', 800, 12_000, true),
    whole('casLatency', 'Latencia CAS', 'CL', 5, 60),
    oneOf('formFactor', 'Formato', ['DIMM', 'SO-DIMM'], true),
    yesNo('rgb', 'RGB'),
  ],
  graphics_cards: [
    brand(),
    oneOf('chipsetBrand', 'Fabricante del chip', ['NVIDIA', 'AMD', 'Intel'], true),
    words('gpu', 'GPU', 40),
    whole('vramGb', 'Memoria de video', 'GB', 1, 48, true),
    oneOf('memoryType', 'Tipo de memoria', ['GDDR5', 'GDDR6', 'GDDR6X', 'GDDR7']),
    whole('recommendedPsuW', 'Fuente recomendada', 'W', 200, 2000),
    whole('lengthMm', 'Largo', 'mm', 100, 400),
    whole('boardPowerW', 'Consumo', 'W', 20, 1000),
    oneOf('powerConnector', 'Conector de alimentación', GPU_POWER_CONNECTORS),
    decimal('slotWidth', 'Ancho', 'ranuras', 1, 5),
  ],
  power_supplies: [
    brand(),
    whole('wattage', 'Potencia', 'W', 200, 2000, true),
    oneOf(
      'certification',
      'Certificación',
      [
        'Sin certificación',
        '80 Plus',
        '80 Plus Bronze',
        '80 Plus Silver',
        '80 Plus Gold',
        '80 Plus Platinum',
        '80 Plus Titanium',
      ],
      true,
    ),
    oneOf('modular', 'Cableado', ['No modular', 'Semimodular', 'Modular'], true),
    oneOf('formFactor', 'Formato', ['ATX', 'SFX']),
    whole('pcie8PinConnectors', 'Conectores PCIe de 8 pines', undefined, 0, 12),
    yesNo('pcie16Pin', 'Conector PCIe de 16 pines (12VHPWR)'),
    whole('cpu8PinConnectors', 'Conectores de CPU de 8 pines', undefined, 0, 4),
  ],

  cases: [
    brand(),
    oneOf('formFactor', 'Placa base más grande', BOARD_FORM_FACTORS, true),
    oneOf('type', 'Tipo', ['Torre completa', 'Media torre', 'Mini torre', 'Compacto (SFF)'], true),
    whole('maxGpuLengthMm', 'Largo máximo de tarjeta gráfica', 'mm', 100, 500),
    whole('includedFans', 'Ventiladores incluidos', undefined, 0, 12),
    oneOf('sidePanel', 'Panel lateral', ['Vidrio templado', 'Acrílico', 'Metal', 'Malla']),
    oneOf('psuFormFactor', 'Formato de fuente', ['ATX', 'SFX']),
    whole('maxCoolerHeightMm', 'Altura máxima de disipador', 'mm', 30, 250),
    whole('maxRadiatorMm', 'Radiador más grande', 'mm', 0, 480),
    decimal('maxGpuSlots', 'Ancho máximo de tarjeta gráfica', 'ranuras', 1, 5),
    whole('bays35', 'Bahías de 3,5"', undefined, 0, 16),
    whole('bays25', 'Bahías de 2,5"', undefined, 0, 16),
  ],
  cooling: [
    brand(),
    oneOf(
      'type',
      'Tipo',
      ['Disipador por aire', 'Refrigeración líquida', 'Ventilador de gabinete', 'Pasta térmica'],
      true,
    ),
    oneOf('radiatorMm', 'Radiador', ['120 mm', '240 mm', '280 mm', '360 mm']),
    whole('fanMm', 'Ventilador', 'mm', 40, 200),
    whole('maxTdpW', 'TDP máximo', 'W', 50, 400),
    words('sockets', 'Sockets compatibles', 120),
    whole('heightMm', 'Altura', 'mm', 10, 250),
    yesNo('rgb', 'RGB'),
  ],
  // Almacenamiento y Unidades Externas
  hard_drives: [
    brand(),
    STORAGE_CAPACITY(),
    oneOf('interface', 'Interfaz', ['SATA III', 'USB 3.0', 'USB-C'], true),
    oneOf('formFactor', 'Formato', ['3,5"', '2,5"'], true),
    whole('rpm', 'Velocidad de giro', 'RPM', 4000, 15_000),
    oneOf('placement', 'Uso', ['Interno', 'Externo'], true),
  ],
  ssd_drives: [
    brand(),
    STORAGE_CAPACITY(),
    oneOf(
      'interface',
      'Interfaz',
      ['SATA III', 'NVMe PCIe 3.0', 'NVMe PCIe 4.0', 'NVMe PCIe 5.0', 'USB-C'],
      true,
    ),
    oneOf('formFactor', 'Formato', ['M.2 2280', '2,5"', 'Externo'], true),
    whole('readMbps', 'Lectura', 'MB/s', 50, 16_000),
    whole('writeMbps', 'Escritura', 'MB/s', 50, 16_000),
  ],
  usb_drives: [
    brand(),
    STORAGE_CAPACITY(),
    oneOf('usbVersion', 'Versión USB', ['USB 2.0', 'USB 3.0', 'USB 3.1', 'USB 3.2'], true),
    oneOf('connector', 'Conector', ['USB-A', 'USB-C', 'USB-A y USB-C'], true),
  ],
  sd_cards: [
    brand(),
    STORAGE_CAPACITY(),
    oneOf('format', 'Formato', ['SD', 'microSD'], true),
    oneOf('speedClass', 'Clase de velocidad', ['Clase 10', 'U1', 'U3', 'V30', 'V60', 'V90'], true),
    whole('readMbps', 'Lectura', 'MB/s', 5, 400),
  ],
  optical_drives: [
    brand(),
    oneOf('type', 'Tipo', ['DVD', 'Blu-ray'], true),
    oneOf('connection', 'Conexión', ['SATA', 'USB'], true),
    yesNo('writer', 'Grabadora'),
  ],
  caddies_adapters: [brand(), words('type', 'Tipo'), words('interface', 'Interfaz')],
  // Accesorios
  cables: [
    brand(),
    oneOf(
      'type',
      'Tipo',
      ['HDMI', 'DisplayPort', 'USB-C', 'USB-A', 'SATA', 'Red (Ethernet)', 'Alimentación', 'Audio'],
      true,
    ),
    decimal('lengthM', 'Largo', 'm', 0.1, 50, true),
    words('version', 'Versión', 30),
  ],
  adapters: [brand(), words('from', 'Entrada'), words('to', 'Salida')],
  stands: [
    brand(),
    oneOf(
      'type',
      'Tipo',
      ['Brazo de monitor', 'Soporte de portátil', 'Soporte de audífonos', 'Base elevadora'],
      true,
    ),
    decimal('maxSizeIn', 'Pantalla máxima', '"', 10, 65),
    decimal('maxWeightKg', 'Peso máximo', 'kg', 0.5, 50),
  ],
  mousepads: [
    brand(),
    oneOf('size', 'Tamaño', ['S', 'M', 'L', 'XL', 'Escritorio completo'], true),
    whole('widthMm', 'Ancho', 'mm', 100, 1500),
    whole('depthMm', 'Fondo', 'mm', 100, 1000),
    decimal('thicknessMm', 'Grosor', 'mm', 1, 10),
    yesNo('rgb', 'RGB'),
  ],
  cleaning_maintenance: [brand(), words('type', 'Tipo'), whole('contentMl', 'Contenido', 'ml', 1, 5000)],
  cable_organizers: [brand(), words('type', 'Tipo'), whole('pieces', 'Piezas', undefined, 1, 500)],
  // Gaming
  consoles: [
    brand(),
    oneOf(
      'platform',
      'Plataforma',
      ['PlayStation 5', 'Xbox Series X|S', 'Nintendo Switch', 'Nintendo Switch 2'],
      true,
    ),
    oneOf('edition', 'Edición', ['Estándar', 'Digital', 'Pro', 'OLED', 'Lite'], true),
    whole('storageGb', 'Almacenamiento', 'GB', 8, 8000, true),
    yesNo('discDrive', 'Lector de discos'),
  ],
  controllers: [
    brand(),
    oneOf('platform', 'Plataforma', GAME_PLATFORMS, true),
    oneOf('connection', 'Conexión', CONNECTIONS, true),
    yesNo('rechargeable', 'Batería recargable'),
  ],
  gaming_chairs: [
    brand(),
    oneOf('material', 'Tapizado', ['Cuero sintético', 'Tela', 'Malla'], true),
    whole('maxWeightKg', 'Peso máximo', 'kg', 50, 250),
    whole('reclineDeg', 'Reclinación máxima', '°', 90, 180),
    yesNo('lumbarSupport', 'Soporte lumbar integrado'),
  ],
  simulators: [
    brand(),
    oneOf('type', 'Tipo', ['Volante con pedales', 'Volante', 'Pedales', 'Joystick', 'HOTAS'], true),
    oneOf('platform', 'Plataforma', GAME_PLATFORMS, true),
    whole('rotationDeg', 'Rotación del volante', '°', 180, 2700),
    oneOf('forceFeedback', 'Force feedback', ['Engranajes', 'Correa', 'Híbrido', 'Transmisión directa']),
  ],
  // Software
  operating_systems: [
    brand(),
    SOFTWARE_PLATFORM,
    words('edition', 'Edición', 40),
    LICENSE_TYPE,
    whole('devices', 'Equipos', undefined, 1, 100),
    DELIVERY(),
  ],
  office_suites: [
    brand(),
    SOFTWARE_PLATFORM,
    LICENSE_TYPE,
    whole('users', 'Usuarios', undefined, 1, 300, true),
    whole('devices', 'Dispositivos por usuario', undefined, 1, 100),
    DELIVERY(),
  ],
  antivirus: [
    brand(),
    SOFTWARE_PLATFORM,
    LICENSE_TYPE,
    whole('devices', 'Dispositivos', undefined, 1, 100, true),
    yesNo('vpn', 'VPN ilimitada'),
    DELIVERY(false),
  ],
  creative_software: [brand(), SOFTWARE_PLATFORM, LICENSE_TYPE, DELIVERY(false)],
};

/** A category's attributes: its own level-2 set, none for a category without one. */
export const specAttributesOf = (level2CategoryId: string): readonly SpecAttribute[] =>
  SPEC_ATTRIBUTES[level2CategoryId] ?? [];

/** Level-2 categories whose products come in colours worth choosing by: only these offer the colour filter. */
export const CATEGORIES_WITH_COLOR: ReadonlySet<string> = new Set([
  'keyboards',
  'mice',
  'headphones',
  'microphones',
  'speakers',
  'cases',
  'mousepads',
  'stands',
  'usb_drives',
  'controllers',
  'gaming_chairs',
]);
