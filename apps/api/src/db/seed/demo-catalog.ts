/**
 * Demo data for the seed (DESIGN §4): sellers, the product catalogue (built from compact per-category
 * templates), home-page tiles, deals, coupons, demo customers and reviews. Pure data, no database access.
 * Prices are written in whole Colombian pesos and converted to cents (pesos × 100) by `buildDemoProducts`.
 */

import { type ProductSpecs, specsSchemaFor } from '@tecnobazar/shared';
import type { ProductSize } from '@tecnobazar/shared/constants/catalog';
import { findCategory } from '@tecnobazar/shared/constants/categories';
import { z } from 'zod';
import type { HomeSection } from '../schema/home.ts';
import { demoImageUrl } from './demo-image.ts';

// ---------------------------------------------------------------------------------------------- sellers

export interface DemoSeller {
  email: string;
  sellerName: string;
  mobile: string;
  gstin: string;
  businessName: string;
  businessEmail: string;
  businessMobile: string;
  businessAddress: string;
  pickupAddress: string;
  pickupCity: string;
  pickupState: string;
  pickupMobile: string;
  bankAccountHolderName: string;
  bankAccountNumber: string;
  bankIfscCode: string;
}

export const DEMO_SELLERS: readonly DemoSeller[] = [
  {
    email: 'ventas@hardwareandino.tecnobazar.local',
    sellerName: 'Julián Restrepo',
    mobile: '3104567821',
    gstin: '900123456-7',
    businessName: 'Hardware Andino S.A.S.',
    businessEmail: 'contacto@hardwareandino.tecnobazar.local',
    businessMobile: '6017428810',
    businessAddress: 'Calle 19 # 9-50, Local 112, Centro Comercial Unilago',
    pickupAddress: 'Carrera 15 # 78-33, Bodega 4',
    pickupCity: 'Bogotá',
    pickupState: 'Cundinamarca',
    pickupMobile: '3104567821',
    bankAccountHolderName: 'Hardware Andino S.A.S.',
    bankAccountNumber: '04587123690',
    bankIfscCode: 'BANCOLOMBIA',
  },
  {
    email: 'ventas@pixelstore.tecnobazar.local',
    sellerName: 'Mariana Ospina',
    mobile: '3157789012',
    gstin: '901245378-2',
    businessName: 'Pixel Store Medellín S.A.S.',
    businessEmail: 'hola@pixelstore.tecnobazar.local',
    businessMobile: '6044481230',
    businessAddress: 'Carrera 52 # 49-28, Centro Comercial Monterrey, Local 204',
    pickupAddress: 'Calle 10 Sur # 50FF-28, Bodega 12',
    pickupCity: 'Medellín',
    pickupState: 'Antioquia',
    pickupMobile: '3157789012',
    bankAccountHolderName: 'Pixel Store Medellín S.A.S.',
    bankAccountNumber: '23019876541',
    bankIfscCode: 'DAVIVIENDA',
  },
  {
    email: 'ventas@megachip.tecnobazar.local',
    sellerName: 'Carlos Andrés Muñoz',
    mobile: '3186634478',
    gstin: '900876543-1',
    businessName: 'MegaChip Cali S.A.S.',
    businessEmail: 'info@megachip.tecnobazar.local',
    businessMobile: '6023965511',
    businessAddress: 'Avenida 6N # 23-45, Local 3',
    pickupAddress: 'Calle 15 # 26-101, Zona Industrial Acopi',
    pickupCity: 'Cali',
    pickupState: 'Valle del Cauca',
    pickupMobile: '3186634478',
    bankAccountHolderName: 'MegaChip Cali S.A.S.',
    bankAccountNumber: '51034728890',
    bankIfscCode: 'BANCO DE BOGOTA',
  },
  {
    email: 'ventas@bytecaribe.tecnobazar.local',
    sellerName: 'Luisa Fernanda Peña',
    mobile: '3012245596',
    gstin: '901567234-5',
    businessName: 'Byte Caribe Tecnología S.A.S.',
    businessEmail: 'servicio@bytecaribe.tecnobazar.local',
    businessMobile: '6053856642',
    businessAddress: 'Carrera 53 # 76-120, Local 8',
    pickupAddress: 'Calle 30 # 8-45, Bodega 2, Zona Franca',
    pickupCity: 'Barranquilla',
    pickupState: 'Atlántico',
    pickupMobile: '3012245596',
    bankAccountHolderName: 'Byte Caribe Tecnología S.A.S.',
    bankAccountNumber: '78812340056',
    bankIfscCode: 'BBVA COLOMBIA',
  },
  {
    email: 'ventas@nododigital.tecnobazar.local',
    sellerName: 'Sergio Villamizar',
    mobile: '3168890345',
    gstin: '900345678-9',
    businessName: 'Nodo Digital Santander S.A.S.',
    businessEmail: 'ventas.empresas@nododigital.tecnobazar.local',
    businessMobile: '6076349087',
    businessAddress: 'Calle 36 # 27-52, Cabecera del Llano',
    pickupAddress: 'Carrera 21 # 45-17',
    pickupCity: 'Bucaramanga',
    pickupState: 'Santander',
    pickupMobile: '3168890345',
    bankAccountHolderName: 'Nodo Digital Santander S.A.S.',
    bankAccountNumber: '36620918473',
    bankIfscCode: 'BANCO DE OCCIDENTE',
  },
];

// --------------------------------------------------------------------------------------------- products

/**
 * [level-3 slug, title, MRP in pesos, selling price in pesos, first description sentence, specifications,
 * colour?]. The specifications are the real model's (brand 'Genérico' for unbranded accessories); a value not
 * published for the model is left out rather than guessed.
 */
type Item = readonly [
  leaf: string,
  title: string,
  mrp: number,
  selling: number,
  feature: string,
  specs: ProductSpecs,
  color?: string,
];

interface Template {
  /** Level-2 slug (also the demo image shape). */
  level2: string;
  /** Colours cycled over the items that name none. */
  colors: readonly string[];
  /** Sizes cycled over the items; `['FREE']` when absent. */
  sizes?: readonly (readonly ProductSize[])[];
  /** Closing sentences appended to the feature sentence, cycled. */
  closings: readonly string[];
  items: readonly Item[];
}

const TEMPLATES: readonly Template[] = [
  {
    level2: 'keyboards',
    colors: ['Negro', 'Blanco', 'Gris', 'Rosado'],
    closings: [
      'Compatible con Windows, macOS y Linux sin instalar controladores.',
      'Distribución en español con la tecla Ñ y garantía de 12 meses.',
      'Ideal para jugar, programar y escribir durante largas jornadas.',
    ],
    items: [
      [
        'keyboards_mechanical',
        'Teclado mecánico Redragon Kumara K552 RGB switch rojo',
        219900,
        169900,
        'Formato TKL de 87 teclas con switches Outemu rojos lineales, estructura metálica y retroiluminación RGB con 18 efectos.',
        {
          brand: 'Redragon',
          format: 'TKL',
          switches: 'Outemu Red (lineales)',
          layout: 'Español (Latinoamérica)',
          connection: 'Cableada',
          backlight: 'RGB',
        },
      ],
      [
        'keyboards_mechanical',
        'Teclado mecánico Logitech G Pro X TKL Lightspeed inalámbrico',
        899900,
        749900,
        'Switches GX táctiles, conexión inalámbrica Lightspeed de baja latencia, Bluetooth y hasta 50 horas de batería.',
        {
          brand: 'Logitech',
          format: 'TKL',
          switches: 'GX Brown (táctiles)',
          layout: 'Español (Latinoamérica)',
          connection: 'Inalámbrica + Bluetooth',
          backlight: 'RGB',
        },
      ],
      [
        'keyboards_mechanical',
        'Teclado mecánico HyperX Alloy Origins Core switch HyperX Red',
        459900,
        389900,
        'Cuerpo de aluminio aeronáutico, switches mecánicos HyperX Red de 45 g y teclas con iluminación RGB por tecla.',
        {
          brand: 'HyperX',
          format: 'TKL',
          switches: 'HyperX Red (lineales)',
          layout: 'Español (Latinoamérica)',
          connection: 'Cableada',
          backlight: 'RGB',
        },
      ],
      [
        'keyboards_mechanical',
        'Teclado mecánico Keychron K2 V2 switch Gateron café Bluetooth',
        489900,
        439900,
        'Formato compacto del 75 % con switches Gateron café táctiles, conexión Bluetooth para tres equipos y cable USB-C.',
        {
          brand: 'Keychron',
          format: '75%',
          switches: 'Gateron Brown (táctiles)',
          layout: 'Inglés (EE. UU.)',
          connection: 'Bluetooth',
        },
      ],
      [
        'keyboards_membrane',
        'Teclado Logitech K120 USB de membrana en español',
        59900,
        49900,
        'Teclas silenciosas de perfil bajo, resistente a salpicaduras y conexión USB plug and play.',
        {
          brand: 'Logitech',
          format: 'Completo',
          switches: 'Membrana',
          layout: 'Español (Latinoamérica)',
          connection: 'Cableada',
          backlight: 'Sin retroiluminación',
        },
      ],
      [
        'keyboards_membrane',
        'Teclado gamer Genius Scorpion K8 de membrana con luz LED',
        89900,
        89900,
        'Retroiluminación LED de tres colores, 19 teclas anti-ghosting y base antideslizante.',
        {
          brand: 'Genius',
          format: 'Completo',
          switches: 'Membrana',
          layout: 'Español (Latinoamérica)',
          connection: 'Cableada',
        },
      ],
      [
        'keyboards_wireless',
        'Teclado inalámbrico Logitech MX Keys S retroiluminado',
        649900,
        559900,
        'Teclas esféricas cóncavas con retroiluminación inteligente, conexión Logi Bolt o Bluetooth y batería recargable por USB-C.',
        {
          brand: 'Logitech',
          format: 'Completo',
          switches: 'Tijera',
          layout: 'Español (Latinoamérica)',
          connection: 'Inalámbrica + Bluetooth',
          backlight: 'Un color',
        },
      ],
      [
        'keyboards_wireless',
        'Combo teclado y mouse inalámbrico Microsoft Desktop 900',
        229900,
        179900,
        'Teclado delgado y mouse ambidiestro con receptor USB de 2,4 GHz y cifrado AES para tus datos.',
        {
          brand: 'Microsoft',
          format: 'Completo',
          layout: 'Español (Latinoamérica)',
          connection: 'Inalámbrica 2,4 GHz',
          backlight: 'Sin retroiluminación',
        },
      ],
    ],
  },
  {
    level2: 'mice',
    colors: ['Negro', 'Blanco', 'Gris Oscuro', 'Rosado'],
    closings: [
      'Sensor preciso en casi cualquier superficie y cable o receptor listos para usar.',
      'Diseño ergonómico para uso prolongado sin fatiga en la muñeca.',
    ],
    items: [
      [
        'mice_gaming',
        'Mouse gamer Logitech G502 HERO 25K DPI',
        279900,
        199900,
        'Sensor HERO de 25.600 DPI, 11 botones programables y pesas ajustables para personalizar el balance.',
        {
          brand: 'Logitech',
          dpi: 25600,
          connection: 'Cableada',
          buttons: 11,
          weightG: 121,
          sensor: 'HERO 25K',
        },
      ],
      [
        'mice_gaming',
        'Mouse gamer Razer DeathAdder Essential 6400 DPI',
        119900,
        89900,
        'Forma ergonómica clásica para diestros, sensor óptico de 6.400 DPI y switches mecánicos de 10 millones de clics.',
        { brand: 'Razer', dpi: 6400, connection: 'Cableada', buttons: 5, weightG: 96, sensor: 'Óptico' },
      ],
      [
        'mice_gaming',
        'Mouse gamer Redragon Cobra M711 RGB 10000 DPI',
        99900,
        79900,
        'Siete botones programables, iluminación RGB Chroma y sensor ajustable hasta 10.000 DPI.',
        { brand: 'Redragon', dpi: 10000, connection: 'Cableada', buttons: 7, sensor: 'PixArt PMW3325' },
      ],
      [
        'mice_wireless',
        'Mouse inalámbrico Logitech MX Master 3S silencioso 8000 DPI',
        499900,
        429900,
        'Clics silenciosos, rueda electromagnética MagSpeed y sensor de 8.000 DPI que funciona incluso sobre vidrio.',
        {
          brand: 'Logitech',
          dpi: 8000,
          connection: 'Inalámbrica + Bluetooth',
          buttons: 7,
          weightG: 141,
          sensor: 'Darkfield',
        },
      ],
      [
        'mice_wireless',
        'Mouse inalámbrico Logitech G305 Lightspeed',
        219900,
        159900,
        'Conexión Lightspeed de 1 ms, sensor HERO de 12.000 DPI y hasta 250 horas de uso con una pila AA.',
        {
          brand: 'Logitech',
          dpi: 12000,
          connection: 'Inalámbrica 2,4 GHz',
          buttons: 6,
          weightG: 99,
          sensor: 'HERO',
        },
      ],
      [
        'mice_office',
        'Mouse óptico Genius DX-110 USB para oficina',
        19900,
        19900,
        'Mouse óptico de 1.000 DPI con diseño ambidiestro y cable USB de 1,5 m.',
        { brand: 'Genius', dpi: 1000, connection: 'Cableada', buttons: 3, sensor: 'Óptico' },
      ],
      [
        'mice_office',
        'Mouse ergonómico vertical Trust Verto inalámbrico',
        139900,
        119900,
        'Posición vertical de la mano que reduce la tensión del antebrazo, seis botones y DPI ajustable.',
        { brand: 'Trust', dpi: 1600, connection: 'Inalámbrica 2,4 GHz', buttons: 6 },
      ],
    ],
  },
  {
    level2: 'monitors',
    colors: ['Negro', 'Gris Oscuro', 'Plata', 'Blanco'],
    closings: [
      'Incluye cable de video, soporte con ajuste de inclinación y compatibilidad VESA.',
      'Tecnología sin parpadeo y filtro de luz azul para cuidar tu vista.',
      'Garantía de fábrica de 3 años directamente con la marca.',
    ],
    items: [
      [
        'monitors_full_hd',
        'Monitor Samsung 24" Full HD IPS 75 Hz LS24C310',
        699900,
        549900,
        'Panel IPS de 24 pulgadas con resolución 1920 × 1080, bordes delgados en tres lados y tasa de refresco de 75 Hz.',
        {
          brand: 'Samsung',
          sizeIn: 24,
          resolution: '1920 × 1080',
          refreshHz: 75,
          panel: 'IPS',
          responseMs: 5,
          curved: false,
        },
      ],
      [
        'monitors_full_hd',
        'Monitor gamer LG UltraGear 24GS60F 24" Full HD 180 Hz',
        899900,
        779900,
        'Panel IPS de 180 Hz con 1 ms de respuesta, compatible con NVIDIA G-SYNC y AMD FreeSync.',
        {
          brand: 'LG',
          sizeIn: 24,
          resolution: '1920 × 1080',
          refreshHz: 180,
          panel: 'IPS',
          responseMs: 1,
          curved: false,
        },
      ],
      [
        'monitors_2k_qhd',
        'Monitor gamer ASUS TUF VG27AQ 27" QHD 165 Hz',
        1699900,
        1449900,
        'Resolución 2560 × 1440 en panel IPS de 27 pulgadas, 165 Hz y tecnología ELMB Sync contra el desenfoque.',
        {
          brand: 'ASUS',
          sizeIn: 27,
          resolution: '2560 × 1440',
          refreshHz: 165,
          panel: 'IPS',
          responseMs: 1,
          curved: false,
        },
      ],
      [
        'monitors_2k_qhd',
        'Monitor Dell S2721DGF 27" QHD 165 Hz Nano IPS',
        1899900,
        1649900,
        'Panel Nano IPS con 98 % de cobertura DCI-P3, 1 ms de respuesta y soporte con ajuste de altura.',
        {
          brand: 'Dell',
          sizeIn: 27,
          resolution: '2560 × 1440',
          refreshHz: 165,
          panel: 'IPS',
          responseMs: 1,
          curved: false,
        },
      ],
      [
        'monitors_4k_uhd',
        'Monitor LG 27UP850N 27" 4K UHD HDR400 USB-C',
        2399900,
        2099900,
        'Resolución 3840 × 2160 con HDR400, puerto USB-C con carga de 96 W y colores calibrados para edición.',
        {
          brand: 'LG',
          sizeIn: 27,
          resolution: '3840 × 2160',
          refreshHz: 60,
          panel: 'IPS',
          responseMs: 5,
          curved: false,
        },
      ],
      [
        'monitors_4k_uhd',
        'Monitor Samsung ViewFinity S7 32" 4K UHD',
        2199900,
        1999900,
        'Pantalla de 32 pulgadas 4K con HDR10 y mil millones de colores, ideal para diseño y productividad.',
        {
          brand: 'Samsung',
          sizeIn: 32,
          resolution: '3840 × 2160',
          refreshHz: 60,
          panel: 'VA',
          responseMs: 5,
          curved: false,
        },
      ],
      [
        'monitors_curved',
        'Monitor curvo Samsung Odyssey G5 32" QHD 165 Hz',
        1799900,
        1399900,
        'Curvatura 1000R envolvente, resolución QHD, 165 Hz y 1 ms de respuesta para juegos competitivos.',
        {
          brand: 'Samsung',
          sizeIn: 32,
          resolution: '2560 × 1440',
          refreshHz: 165,
          panel: 'VA',
          responseMs: 1,
          curved: true,
        },
      ],
      [
        'monitors_curved',
        'Monitor curvo MSI MAG 275CQRF 27" QHD 180 Hz',
        1499900,
        1299900,
        'Panel Rapid VA curvo 1000R con 180 Hz, HDR Ready y modo nocturno que aclara escenas oscuras.',
        {
          brand: 'MSI',
          sizeIn: 27,
          resolution: '2560 × 1440',
          refreshHz: 180,
          panel: 'VA',
          responseMs: 1,
          curved: true,
        },
      ],
    ],
  },
  {
    level2: 'headphones',
    colors: ['Negro', 'Blanco', 'Azul', 'Rojo', 'Morado'],
    closings: [
      'Almohadillas suaves que permiten usarlos durante horas con comodidad.',
      'Compatibles con PC, consolas y celulares.',
    ],
    items: [
      [
        'headphones_gaming',
        'Audífonos gamer HyperX Cloud II 7.1 con micrófono',
        449900,
        349900,
        'Sonido envolvente virtual 7.1, drivers de 53 mm y micrófono desmontable con cancelación de ruido.',
        { brand: 'HyperX', type: 'Over-ear', connection: 'USB', microphone: true, noiseCancelling: false },
      ],
      [
        'headphones_gaming',
        'Audífonos gamer Logitech G435 Lightspeed inalámbricos',
        349900,
        269900,
        'Livianos de solo 165 g, conexión Lightspeed y Bluetooth, y micrófonos integrados con formación de haz.',
        {
          brand: 'Logitech',
          type: 'Over-ear',
          connection: 'Inalámbrica 2,4 GHz',
          microphone: true,
          noiseCancelling: false,
        },
      ],
      [
        'headphones_gaming',
        'Audífonos gamer Redragon Zeus X H510 RGB',
        229900,
        179900,
        'Audio 7.1 por USB, iluminación RGB y micrófono flexible desmontable.',
        { brand: 'Redragon', type: 'Over-ear', connection: 'USB', microphone: true, noiseCancelling: false },
      ],
      [
        'headphones_wireless',
        'Audífonos inalámbricos Sony WH-1000XM5 con cancelación de ruido',
        1799900,
        1499900,
        'Cancelación de ruido líder con ocho micrófonos, hasta 30 horas de batería y carga rápida.',
        { brand: 'Sony', type: 'Over-ear', connection: 'Bluetooth', microphone: true, noiseCancelling: true },
      ],
      [
        'headphones_wireless',
        'Audífonos Bluetooth JBL Tune 520BT',
        249900,
        199900,
        'Sonido JBL Pure Bass, hasta 57 horas de batería y conexión multipunto con dos dispositivos.',
        { brand: 'JBL', type: 'On-ear', connection: 'Bluetooth', microphone: true, noiseCancelling: false },
      ],
      [
        'headphones_in_ear',
        'Audífonos in-ear Samsung Galaxy Buds FE',
        399900,
        299900,
        'Cancelación activa de ruido, estuche de carga compacto y controles táctiles personalizables.',
        {
          brand: 'Samsung',
          type: 'In-ear',
          connection: 'Bluetooth',
          microphone: true,
          noiseCancelling: true,
        },
      ],
      [
        'headphones_in_ear',
        'Audífonos in-ear KZ ZSN Pro X con cable',
        129900,
        129900,
        'Configuración híbrida de dos drivers por lado con cable desmontable de cuatro núcleos.',
        { brand: 'KZ', type: 'In-ear', connection: '3,5 mm', noiseCancelling: false },
      ],
    ],
  },
  {
    level2: 'microphones',
    colors: ['Negro', 'Rojo', 'Gris', 'Blanco'],
    closings: [
      'Perfecto para streaming, pódcast, clases virtuales y videollamadas.',
      'Construcción robusta pensada para el uso diario.',
    ],
    items: [
      [
        'microphones_usb',
        'Micrófono USB HyperX QuadCast S RGB',
        799900,
        649900,
        'Cuatro patrones polares, sensor táctil para silenciar, filtro antipop interno e iluminación RGB.',
        { brand: 'HyperX', type: 'Condensador', connection: 'USB', polarPattern: 'Multipatrón' },
      ],
      [
        'microphones_usb',
        'Micrófono USB Blue Yeti de condensador',
        699900,
        599900,
        'Tres cápsulas de condensador, cuatro patrones de captura y salida de audífonos con control de volumen.',
        { brand: 'Blue', type: 'Condensador', connection: 'USB', polarPattern: 'Multipatrón' },
      ],
      [
        'microphones_usb',
        'Micrófono USB Fifine K669B de condensador',
        189900,
        159900,
        'Micrófono cardioide plug and play con cuerpo metálico y control de ganancia.',
        { brand: 'Fifine', type: 'Condensador', connection: 'USB', polarPattern: 'Cardioide' },
      ],
      [
        'microphones_xlr',
        'Micrófono dinámico Shure SM58 XLR',
        599900,
        539900,
        'El clásico micrófono vocal cardioide con filtro esférico y sistema antichoque.',
        { brand: 'Shure', type: 'Dinámico', connection: 'XLR', polarPattern: 'Cardioide' },
      ],
      [
        'microphones_xlr',
        'Micrófono de condensador Audio-Technica AT2020 XLR',
        649900,
        579900,
        'Condensador cardioide de estudio con amplio rango dinámico, ideal para voces e instrumentos.',
        { brand: 'Audio-Technica', type: 'Condensador', connection: 'XLR', polarPattern: 'Cardioide' },
      ],
      [
        'microphones_lavalier',
        'Micrófono de solapa inalámbrico Rode Wireless GO II',
        1499900,
        1349900,
        'Sistema de dos transmisores y un receptor con alcance de 200 m y grabación interna de respaldo.',
        { brand: 'Rode', type: 'Condensador', connection: '3,5 mm', polarPattern: 'Omnidireccional' },
      ],
      [
        'microphones_lavalier',
        'Micrófono de solapa Boya BY-M1 con cable de 6 m',
        59900,
        45900,
        'Micrófono omnidireccional de clip compatible con celulares, cámaras y computadores.',
        { brand: 'Boya', type: 'Condensador', connection: '3,5 mm', polarPattern: 'Omnidireccional' },
      ],
    ],
  },
  {
    level2: 'webcams',
    colors: ['Negro', 'Gris', 'Blanco'],
    closings: [
      'Se conecta por USB sin instalar controladores y se ajusta a monitores y portátiles.',
      'Funciona con Zoom, Teams, Meet y OBS.',
    ],
    items: [
      [
        'webcams_hd',
        'Cámara web Logitech C270 HD 720p con micrófono',
        129900,
        99900,
        'Video HD 720p a 30 fps con corrección automática de luz y micrófono con reducción de ruido.',
        { brand: 'Logitech', resolution: '720p', fps: 30, microphone: true, autofocus: false },
      ],
      [
        'webcams_hd',
        'Cámara web Genius FaceCam 1000X HD 720p',
        89900,
        89900,
        'Cámara HD con micrófono integrado y clip universal que gira 360 grados.',
        { brand: 'Genius', resolution: '720p', fps: 30, microphone: true },
      ],
      [
        'webcams_hd',
        'Cámara web Trust Primo HD 720p con clip universal',
        69900,
        59900,
        'Video HD nítido para videollamadas con tapa de privacidad incluida.',
        { brand: 'Trust', resolution: '720p', microphone: true },
      ],
      [
        'webcams_full_hd',
        'Cámara web Logitech C920s Pro Full HD 1080p',
        349900,
        279900,
        'Video Full HD 1080p, dos micrófonos estéreo y tapa de privacidad abatible.',
        { brand: 'Logitech', resolution: '1080p', fps: 30, microphone: true, autofocus: true },
      ],
      [
        'webcams_full_hd',
        'Cámara web Razer Kiyo con aro de luz Full HD',
        449900,
        379900,
        'Aro de luz LED regulable en 12 niveles y video 1080p a 30 fps para transmitir con buena iluminación.',
        { brand: 'Razer', resolution: '1080p', fps: 30, microphone: true, autofocus: true },
      ],
      [
        'webcams_full_hd',
        'Cámara web Microsoft LifeCam Studio Full HD',
        329900,
        289900,
        'Sensor Full HD con lente de vidrio de alta precisión y enfoque automático.',
        { brand: 'Microsoft', resolution: '1080p', fps: 30, microphone: true, autofocus: true },
      ],
      [
        'webcams_full_hd',
        'Cámara web Logitech Brio 300 Full HD USB-C',
        299900,
        239900,
        'Corrección automática de luz, micrófono con reducción de ruido y conexión USB-C.',
        { brand: 'Logitech', resolution: '1080p', fps: 30, microphone: true, autofocus: false },
      ],
    ],
  },
  {
    level2: 'speakers',
    colors: ['Negro', 'Azul', 'Rojo', 'Verde', 'Gris'],
    closings: [
      'Controles de volumen accesibles y sonido claro para música, películas y juegos.',
      'Fáciles de conectar a tu PC, portátil, televisor o celular.',
    ],
    items: [
      [
        'speakers_2_0',
        'Parlantes Logitech Z150 2.0 para PC',
        99900,
        79900,
        'Par de parlantes compactos de 6 W con entrada de 3,5 mm y salida para audífonos.',
        { brand: 'Logitech', channels: '2.0', powerW: 6, connection: '3,5 mm' },
      ],
      [
        'speakers_2_0',
        'Parlantes Creative Pebble V3 2.0 USB-C con Bluetooth',
        189900,
        159900,
        'Drivers inclinados a 45 grados, alimentación USB-C y conexión Bluetooth 5.0.',
        { brand: 'Creative', channels: '2.0', powerW: 16, connection: 'USB' },
      ],
      [
        'speakers_2_1',
        'Parlantes Logitech Z333 2.1 con subwoofer 80 W',
        349900,
        289900,
        'Sistema 2.1 con 80 W de potencia pico y subwoofer que entrega bajos profundos.',
        { brand: 'Logitech', channels: '2.1', powerW: 80, connection: '3,5 mm' },
      ],
      [
        'speakers_2_1',
        'Parlantes Genius SW-2.1 370 con subwoofer de madera',
        199900,
        199900,
        'Subwoofer con caja de madera y control de graves independiente.',
        { brand: 'Genius', channels: '2.1', connection: '3,5 mm' },
      ],
      [
        'speakers_bluetooth',
        'Parlante Bluetooth JBL Flip 6 resistente al agua',
        649900,
        529900,
        'Sonido JBL Original Pro, resistencia al agua y al polvo IP67 y hasta 12 horas de reproducción.',
        { brand: 'JBL', channels: '1.0', powerW: 30, connection: 'Bluetooth' },
      ],
      [
        'speakers_bluetooth',
        'Parlante Bluetooth Sony SRS-XB100 portátil',
        249900,
        199900,
        'Parlante compacto con correa, resistencia IP67 y hasta 16 horas de batería.',
        { brand: 'Sony', channels: '1.0', connection: 'Bluetooth' },
      ],
      [
        'speakers_bluetooth',
        'Parlante Bluetooth Xiaomi Mi Portable 16 W',
        169900,
        139900,
        'Dos drivers de 8 W, resistencia IPX7 y emparejamiento estéreo con un segundo parlante.',
        { brand: 'Xiaomi', channels: '2.0', powerW: 16, connection: 'Bluetooth' },
      ],
    ],
  },
  {
    level2: 'processors',
    colors: ['Plata', 'Gris'],
    closings: [
      'Producto nuevo y sellado con garantía oficial de 3 años.',
      'Revisa la compatibilidad del socket con tu placa base antes de comprar.',
    ],
    items: [
      [
        'cpu_amd',
        'Procesador AMD Ryzen 5 7600X 6 núcleos AM5',
        1199900,
        999900,
        'Seis núcleos y doce hilos con frecuencia de hasta 5,3 GHz, arquitectura Zen 4 y soporte para DDR5 y PCIe 5.0.',
        {
          brand: 'AMD',
          socket: 'AM5',
          cores: 6,
          threads: 12,
          baseGhz: 4.7,
          boostGhz: 5.3,
          tdpW: 105,
          integratedGraphics: true,
        },
      ],
      [
        'cpu_amd',
        'Procesador AMD Ryzen 7 7800X3D 8 núcleos AM5',
        2399900,
        2149900,
        'Ocho núcleos con tecnología 3D V-Cache de 96 MB, el procesador favorito para juegos de alto rendimiento.',
        {
          brand: 'AMD',
          socket: 'AM5',
          cores: 8,
          threads: 16,
          baseGhz: 4.2,
          boostGhz: 5,
          tdpW: 120,
          integratedGraphics: true,
        },
      ],
      [
        'cpu_amd',
        'Procesador AMD Ryzen 5 5600G 6 núcleos con gráficos Radeon AM4',
        699900,
        549900,
        'Seis núcleos con gráficos Radeon integrados para armar un PC sin tarjeta de video dedicada.',
        {
          brand: 'AMD',
          socket: 'AM4',
          cores: 6,
          threads: 12,
          baseGhz: 3.9,
          boostGhz: 4.4,
          tdpW: 65,
          integratedGraphics: true,
        },
      ],
      [
        'cpu_amd',
        'Procesador AMD Ryzen 9 7950X 16 núcleos AM5',
        3299900,
        2899900,
        'Dieciséis núcleos y treinta y dos hilos hasta 5,7 GHz para renderizado, edición de video y compilación.',
        {
          brand: 'AMD',
          socket: 'AM5',
          cores: 16,
          threads: 32,
          baseGhz: 4.5,
          boostGhz: 5.7,
          tdpW: 170,
          integratedGraphics: true,
        },
      ],
      [
        'cpu_intel',
        'Procesador Intel Core i5-14600K 14 núcleos LGA1700',
        1599900,
        1399900,
        'Seis núcleos de rendimiento y ocho de eficiencia, hasta 5,3 GHz y multiplicador desbloqueado.',
        {
          brand: 'Intel',
          socket: 'LGA1700',
          cores: 14,
          threads: 20,
          baseGhz: 3.5,
          boostGhz: 5.3,
          tdpW: 125,
          integratedGraphics: true,
        },
      ],
      [
        'cpu_intel',
        'Procesador Intel Core i7-14700K 20 núcleos LGA1700',
        2299900,
        1999900,
        'Veinte núcleos y veintiocho hilos hasta 5,6 GHz con gráficos Intel UHD 770 integrados.',
        {
          brand: 'Intel',
          socket: 'LGA1700',
          cores: 20,
          threads: 28,
          baseGhz: 3.4,
          boostGhz: 5.6,
          tdpW: 125,
          integratedGraphics: true,
        },
      ],
      [
        'cpu_intel',
        'Procesador Intel Core i3-12100F 4 núcleos LGA1700',
        449900,
        399900,
        'Cuatro núcleos y ocho hilos hasta 4,3 GHz, una opción económica para equipos de oficina y juegos ligeros.',
        {
          brand: 'Intel',
          socket: 'LGA1700',
          cores: 4,
          threads: 8,
          baseGhz: 3.3,
          boostGhz: 4.3,
          tdpW: 58,
          integratedGraphics: false,
        },
      ],
      [
        'cpu_intel',
        'Procesador Intel Core i9-14900K 24 núcleos LGA1700',
        3199900,
        2899900,
        'Veinticuatro núcleos y frecuencia de hasta 6,0 GHz para el máximo rendimiento en juegos y creación de contenido.',
        {
          brand: 'Intel',
          socket: 'LGA1700',
          cores: 24,
          threads: 32,
          baseGhz: 3.2,
          boostGhz: 6,
          tdpW: 125,
          integratedGraphics: true,
        },
      ],
    ],
  },
  {
    level2: 'graphics_cards',
    colors: ['Negro', 'Blanco', 'Gris Oscuro'],
    closings: [
      'Verifica el espacio en tu gabinete y la potencia de tu fuente antes de instalarla.',
      'Incluye garantía de 3 años y soporte para los controladores más recientes.',
    ],
    items: [
      [
        'gpu_nvidia',
        'Tarjeta gráfica NVIDIA GeForce RTX 4060 8GB',
        2099000,
        1899000,
        'Arquitectura Ada Lovelace con DLSS 3, trazado de rayos de tercera generación y 8 GB de memoria GDDR6.',
        {
          brand: 'NVIDIA',
          chipsetBrand: 'NVIDIA',
          gpu: 'GeForce RTX 4060',
          vramGb: 8,
          memoryType: 'GDDR6',
          recommendedPsuW: 550,
        },
      ],
      [
        'gpu_nvidia',
        'Tarjeta gráfica ASUS Dual GeForce RTX 4070 SUPER 12GB',
        3899900,
        3499900,
        '12 GB de memoria GDDR6X, doble ventilador Axial-tech y excelente rendimiento en 1440p.',
        {
          brand: 'ASUS',
          chipsetBrand: 'NVIDIA',
          gpu: 'GeForce RTX 4070 SUPER',
          vramGb: 12,
          memoryType: 'GDDR6X',
          recommendedPsuW: 750,
          lengthMm: 267,
        },
      ],
      [
        'gpu_nvidia',
        'Tarjeta gráfica MSI GeForce RTX 4060 Ti Ventus 2X 8GB',
        2599900,
        2299900,
        'Diseño compacto de dos ventiladores con placa trasera reforzada y soporte para DLSS 3.',
        {
          brand: 'MSI',
          chipsetBrand: 'NVIDIA',
          gpu: 'GeForce RTX 4060 Ti',
          vramGb: 8,
          memoryType: 'GDDR6',
          recommendedPsuW: 550,
          lengthMm: 199,
        },
      ],
      [
        'gpu_nvidia',
        'Tarjeta gráfica Gigabyte GeForce RTX 3050 Windforce 6GB',
        1199900,
        999900,
        'Tarjeta de bajo consumo que no requiere conector de alimentación adicional, ideal para eSports.',
        {
          brand: 'Gigabyte',
          chipsetBrand: 'NVIDIA',
          gpu: 'GeForce RTX 3050',
          vramGb: 6,
          memoryType: 'GDDR6',
          recommendedPsuW: 300,
          lengthMm: 191,
        },
      ],
      [
        'gpu_amd',
        'Tarjeta gráfica AMD Radeon RX 7600 Sapphire Pulse 8GB',
        1599900,
        1399900,
        'Arquitectura RDNA 3 con 8 GB GDDR6 y tecnología FidelityFX Super Resolution para jugar en 1080p.',
        {
          brand: 'Sapphire',
          chipsetBrand: 'AMD',
          gpu: 'Radeon RX 7600',
          vramGb: 8,
          memoryType: 'GDDR6',
          recommendedPsuW: 550,
          lengthMm: 240,
        },
      ],
      [
        'gpu_amd',
        'Tarjeta gráfica AMD Radeon RX 7800 XT XFX Speedster 16GB',
        3199900,
        2849900,
        '16 GB de memoria GDDR6 y triple ventilador para jugar en 1440p con ajustes altos.',
        {
          brand: 'XFX',
          chipsetBrand: 'AMD',
          gpu: 'Radeon RX 7800 XT',
          vramGb: 16,
          memoryType: 'GDDR6',
          recommendedPsuW: 700,
        },
      ],
      [
        'gpu_amd',
        'Tarjeta gráfica AMD Radeon RX 6650 XT PowerColor Fighter 8GB',
        1499900,
        1199900,
        'Excelente relación precio rendimiento en 1080p con 8 GB GDDR6 e Infinity Cache de 32 MB.',
        {
          brand: 'PowerColor',
          chipsetBrand: 'AMD',
          gpu: 'Radeon RX 6650 XT',
          vramGb: 8,
          memoryType: 'GDDR6',
          recommendedPsuW: 500,
        },
      ],
    ],
  },
  {
    level2: 'motherboards',
    colors: ['Negro', 'Gris Oscuro', 'Blanco'],
    closings: [
      'Incluye manual, tornillos para M.2 y placa trasera de puertos.',
      'Actualizaciones de BIOS disponibles para los procesadores más recientes.',
    ],
    items: [
      [
        'motherboards_atx',
        'Placa base ASUS TUF Gaming B650-PLUS WiFi AM5 ATX',
        1199900,
        1049900,
        'Socket AM5 con soporte DDR5, dos ranuras M.2 PCIe 4.0, WiFi 6 y LAN de 2,5 Gb.',
        {
          brand: 'ASUS',
          socket: 'AM5',
          chipset: 'B650',
          formFactor: 'ATX',
          memoryType: 'DDR5',
          memorySlots: 4,
          m2Slots: 3,
          wifi: true,
        },
      ],
      [
        'motherboards_atx',
        'Placa base MSI MAG Z790 Tomahawk WiFi LGA1700 ATX',
        1599900,
        1399900,
        'Chipset Z790 para overclocking, cuatro ranuras M.2, WiFi 6E y disipadores extendidos.',
        {
          brand: 'MSI',
          socket: 'LGA1700',
          chipset: 'Z790',
          formFactor: 'ATX',
          memoryType: 'DDR5',
          memorySlots: 4,
          m2Slots: 4,
          wifi: true,
        },
      ],
      [
        'motherboards_micro_atx',
        'Placa base Gigabyte B760M DS3H DDR4 LGA1700 Micro ATX',
        649900,
        569900,
        'Formato Micro ATX con cuatro ranuras DDR4, dos M.2 y salidas de video HDMI y DisplayPort.',
        {
          brand: 'Gigabyte',
          socket: 'LGA1700',
          chipset: 'B760',
          formFactor: 'Micro-ATX',
          memoryType: 'DDR4',
          memorySlots: 4,
          maxMemoryGb: 128,
          m2Slots: 2,
          wifi: false,
        },
      ],
      [
        'motherboards_micro_atx',
        'Placa base ASRock B550M Pro4 AM4 Micro ATX',
        549900,
        479900,
        'Compatible con Ryzen de las series 3000, 5000 y 5000G, con PCIe 4.0 y dos ranuras M.2.',
        {
          brand: 'ASRock',
          socket: 'AM4',
          chipset: 'B550',
          formFactor: 'Micro-ATX',
          memoryType: 'DDR4',
          memorySlots: 4,
          maxMemoryGb: 128,
          m2Slots: 2,
          wifi: false,
        },
      ],
      [
        'motherboards_micro_atx',
        'Placa base MSI PRO B650M-A WiFi AM5 Micro ATX',
        899900,
        799900,
        'Socket AM5 con DDR5, WiFi 6E, Bluetooth 5.3 y fases de poder reforzadas.',
        {
          brand: 'MSI',
          socket: 'AM5',
          chipset: 'B650',
          formFactor: 'Micro-ATX',
          memoryType: 'DDR5',
          memorySlots: 4,
          m2Slots: 2,
          wifi: true,
        },
      ],
      [
        'motherboards_mini_itx',
        'Placa base ASUS ROG Strix B650E-I Gaming WiFi Mini ITX',
        1799900,
        1649900,
        'Formato Mini ITX con PCIe 5.0, dos ranuras M.2 y tarjeta de audio ROG Strix Hive.',
        {
          brand: 'ASUS',
          socket: 'AM5',
          chipset: 'B650E',
          formFactor: 'Mini-ITX',
          memoryType: 'DDR5',
          memorySlots: 2,
          m2Slots: 2,
          wifi: true,
        },
      ],
      [
        'motherboards_mini_itx',
        'Placa base Gigabyte B760I Aorus Pro DDR5 Mini ITX',
        1099900,
        999900,
        'Placa compacta para equipos pequeños con DDR5, WiFi 6E y dos ranuras M.2.',
        {
          brand: 'Gigabyte',
          socket: 'LGA1700',
          chipset: 'B760',
          formFactor: 'Mini-ITX',
          memoryType: 'DDR5',
          memorySlots: 2,
          m2Slots: 2,
          wifi: true,
        },
      ],
    ],
  },
  {
    level2: 'ram',
    colors: ['Negro', 'Blanco', 'Rojo', 'Gris'],
    closings: [
      'Garantía de por vida limitada del fabricante.',
      'Compatible con perfiles XMP y EXPO para configurar la velocidad en un clic.',
    ],
    items: [
      [
        'ram_ddr4',
        'Memoria RAM Kingston Fury Beast 16GB DDR4 3200 MHz',
        219900,
        179900,
        'Módulo DIMM de 16 GB a 3200 MHz con disipador de perfil bajo y latencia CL16.',
        {
          brand: 'Kingston',
          memoryType: 'DDR4',
          capacityGb: 16,
          modules: 1,
          speedMhz: 3200,
          casLatency: 16,
          formFactor: 'DIMM',
          rgb: false,
        },
      ],
      [
        'ram_ddr4',
        'Memoria RAM Corsair Vengeance LPX 32GB (2x16GB) DDR4 3600 MHz',
        449900,
        389900,
        'Kit de dos módulos de 16 GB con disipador de aluminio y perfil bajo para disipadores grandes.',
        {
          brand: 'Corsair',
          memoryType: 'DDR4',
          capacityGb: 32,
          modules: 2,
          speedMhz: 3600,
          formFactor: 'DIMM',
          rgb: false,
        },
      ],
      [
        'ram_ddr4',
        'Memoria RAM T-Force Delta RGB 16GB (2x8GB) DDR4 3200 MHz',
        259900,
        219900,
        'Kit de dos módulos con iluminación RGB de 120 grados y disipador de aluminio.',
        {
          brand: 'TEAMGROUP',
          memoryType: 'DDR4',
          capacityGb: 16,
          modules: 2,
          speedMhz: 3200,
          casLatency: 16,
          formFactor: 'DIMM',
          rgb: true,
        },
      ],
      [
        'ram_ddr4',
        'Memoria RAM ADATA Premier 8GB DDR4 3200 MHz SO-DIMM para portátil',
        99900,
        89900,
        'Módulo SO-DIMM para ampliar la memoria de tu portátil de forma sencilla.',
        {
          brand: 'ADATA',
          memoryType: 'DDR4',
          capacityGb: 8,
          modules: 1,
          speedMhz: 3200,
          casLatency: 22,
          formFactor: 'SO-DIMM',
          rgb: false,
        },
      ],
      [
        'ram_ddr5',
        'Memoria RAM Kingston Fury Beast 32GB (2x16GB) DDR5 6000 MHz',
        599900,
        499900,
        'Kit DDR5 de dos módulos a 6000 MHz con soporte Intel XMP 3.0 y AMD EXPO.',
        {
          brand: 'Kingston',
          memoryType: 'DDR5',
          capacityGb: 32,
          modules: 2,
          speedMhz: 6000,
          formFactor: 'DIMM',
          rgb: false,
        },
      ],
      [
        'ram_ddr5',
        'Memoria RAM Corsair Vengeance RGB 32GB DDR5 6000 MHz',
        699900,
        599900,
        'Iluminación RGB de diez zonas por módulo y control desde iCUE.',
        {
          brand: 'Corsair',
          memoryType: 'DDR5',
          capacityGb: 32,
          modules: 2,
          speedMhz: 6000,
          formFactor: 'DIMM',
          rgb: true,
        },
      ],
      [
        'ram_ddr5',
        'Memoria RAM G.Skill Trident Z5 RGB 32GB DDR5 6400 MHz',
        799900,
        699900,
        'Kit de alto rendimiento con latencia CL32 y disipador de aluminio cepillado.',
        {
          brand: 'G.Skill',
          memoryType: 'DDR5',
          capacityGb: 32,
          modules: 2,
          speedMhz: 6400,
          casLatency: 32,
          formFactor: 'DIMM',
          rgb: true,
        },
      ],
    ],
  },
  {
    level2: 'power_supplies',
    colors: ['Negro', 'Blanco'],
    closings: [
      'Protecciones contra sobrevoltaje, sobrecorriente y cortocircuito.',
      'Incluye cable de poder y tornillos de instalación.',
    ],
    items: [
      [
        'psu_80_plus_bronze',
        'Fuente de poder Corsair CV650 650 W 80 Plus Bronze',
        329900,
        279900,
        'Fuente de 650 W con certificación 80 Plus Bronze y ventilador de 120 mm de bajo ruido.',
        {
          brand: 'Corsair',
          wattage: 650,
          certification: '80 Plus Bronze',
          modular: 'No modular',
          formFactor: 'ATX',
        },
      ],
      [
        'psu_80_plus_bronze',
        'Fuente de poder EVGA 600 BR 600 W 80 Plus Bronze',
        269900,
        239900,
        'Potencia confiable de 600 W con un riel de 12 V y conectores para tarjeta gráfica.',
        {
          brand: 'EVGA',
          wattage: 600,
          certification: '80 Plus Bronze',
          modular: 'No modular',
          formFactor: 'ATX',
        },
      ],
      [
        'psu_80_plus_silver',
        'Fuente de poder be quiet! Pure Power 10 600 W 80 Plus Silver',
        299900,
        269900,
        'Eficiencia 80 Plus Silver con ventilador be quiet! de 120 mm, silencioso incluso con carga alta.',
        {
          brand: 'be quiet!',
          wattage: 600,
          certification: '80 Plus Silver',
          modular: 'No modular',
          formFactor: 'ATX',
        },
      ],
      [
        'psu_80_plus_gold',
        'Fuente de poder Corsair RM850e 850 W 80 Plus Gold modular',
        749900,
        649900,
        'Totalmente modular, conector 12V-2x6 para tarjetas de nueva generación y ventilador de rodamiento.',
        {
          brand: 'Corsair',
          wattage: 850,
          certification: '80 Plus Gold',
          modular: 'Modular',
          formFactor: 'ATX',
        },
      ],
      [
        'psu_80_plus_gold',
        'Fuente de poder MSI MAG A750GL PCIE5 750 W 80 Plus Gold',
        549900,
        489900,
        'Compatible con ATX 3.0 y PCIe 5.0, totalmente modular y con condensadores japoneses.',
        { brand: 'MSI', wattage: 750, certification: '80 Plus Gold', modular: 'Modular', formFactor: 'ATX' },
      ],
      [
        'psu_80_plus_platinum',
        'Fuente de poder Seasonic Prime PX-1000 1000 W 80 Plus Platinum',
        1699900,
        1549900,
        'Eficiencia Platinum, totalmente modular y con garantía de 12 años.',
        {
          brand: 'Seasonic',
          wattage: 1000,
          certification: '80 Plus Platinum',
          modular: 'Modular',
          formFactor: 'ATX',
        },
      ],
      [
        'psu_80_plus_platinum',
        'Fuente de poder Corsair HX1000i 1000 W 80 Plus Platinum',
        1599900,
        1499900,
        'Monitoreo digital desde iCUE, modo sin ventilador a baja carga y cables totalmente modulares.',
        {
          brand: 'Corsair',
          wattage: 1000,
          certification: '80 Plus Platinum',
          modular: 'Modular',
          formFactor: 'ATX',
        },
      ],
    ],
  },
  {
    level2: 'cases',
    colors: ['Negro', 'Blanco', 'Rosado'],
    closings: [
      'Panel lateral de vidrio templado y filtros de polvo removibles.',
      'Espacio para radiadores y gestión de cables detrás de la bandeja de la placa.',
    ],
    items: [
      [
        'cases_atx',
        'Gabinete Lian Li Lancool 216 ATX con vidrio templado',
        549900,
        479900,
        'Dos ventiladores frontales de 160 mm con ARGB y frente de malla para un flujo de aire excelente.',
        {
          brand: 'Lian Li',
          formFactor: 'ATX',
          type: 'Media torre',
          maxGpuLengthMm: 392,
          includedFans: 3,
          sidePanel: 'Vidrio templado',
        },
      ],
      [
        'cases_atx',
        'Gabinete Corsair 4000D Airflow ATX media torre',
        529900,
        459900,
        'Frente de malla de acero optimizado para ventilación y sistema RapidRoute para organizar cables.',
        {
          brand: 'Corsair',
          formFactor: 'ATX',
          type: 'Media torre',
          maxGpuLengthMm: 360,
          includedFans: 2,
          sidePanel: 'Vidrio templado',
        },
      ],
      [
        'cases_atx',
        'Gabinete NZXT H5 Flow ATX con dos ventiladores',
        499900,
        449900,
        'Diseño compacto con panel frontal perforado y ventilador inferior dedicado a la tarjeta gráfica.',
        {
          brand: 'NZXT',
          formFactor: 'ATX',
          type: 'Media torre',
          maxGpuLengthMm: 365,
          includedFans: 2,
          sidePanel: 'Vidrio templado',
        },
      ],
      [
        'cases_micro_atx',
        'Gabinete Cooler Master MasterBox Q300L Micro ATX',
        269900,
        229900,
        'Gabinete compacto con filtros magnéticos y puertos frontales reubicables.',
        {
          brand: 'Cooler Master',
          formFactor: 'Micro-ATX',
          type: 'Mini torre',
          maxGpuLengthMm: 360,
          includedFans: 1,
          sidePanel: 'Acrílico',
        },
      ],
      [
        'cases_micro_atx',
        'Gabinete Montech Air 100 ARGB Micro ATX',
        329900,
        279900,
        'Incluye cuatro ventiladores ARGB y un frente de malla de alto flujo.',
        {
          brand: 'Montech',
          formFactor: 'Micro-ATX',
          type: 'Mini torre',
          maxGpuLengthMm: 330,
          includedFans: 4,
          sidePanel: 'Vidrio templado',
        },
      ],
      [
        'cases_mini_itx',
        'Gabinete Cooler Master NR200P Mini ITX',
        499900,
        449900,
        'Formato SFF que admite tarjetas gráficas de tres ranuras y refrigeración líquida de 280 mm.',
        {
          brand: 'Cooler Master',
          formFactor: 'Mini-ITX',
          type: 'Compacto (SFF)',
          maxGpuLengthMm: 330,
          includedFans: 2,
          sidePanel: 'Vidrio templado',
        },
      ],
      [
        'cases_mini_itx',
        'Gabinete Fractal Design Terra Mini ITX de aluminio',
        899900,
        849900,
        'Estructura de aluminio anodizado con panel de madera de nogal y espina central ajustable.',
        {
          brand: 'Fractal Design',
          formFactor: 'Mini-ITX',
          type: 'Compacto (SFF)',
          maxGpuLengthMm: 322,
          includedFans: 0,
        },
      ],
    ],
  },
  {
    level2: 'cooling',
    colors: ['Negro', 'Blanco', 'Plata'],
    closings: [
      'Compatible con sockets Intel LGA1700 y AMD AM4 y AM5.',
      'Incluye pasta térmica y tornillería de montaje.',
    ],
    items: [
      [
        'cooling_air',
        'Disipador por aire Cooler Master Hyper 212 Halo Black',
        189900,
        159900,
        'Cuatro heatpipes de contacto directo y ventilador Halo de 120 mm con iluminación ARGB.',
        { brand: 'Cooler Master', type: 'Disipador por aire', fanMm: 120, rgb: true },
      ],
      [
        'cooling_air',
        'Disipador por aire DeepCool AK620 doble torre',
        329900,
        279900,
        'Doble torre con seis heatpipes y dos ventiladores FDB de 120 mm para procesadores de gama alta.',
        { brand: 'DeepCool', type: 'Disipador por aire', fanMm: 120, maxTdpW: 260, rgb: false },
      ],
      [
        'cooling_air',
        'Disipador por aire Noctua NH-D15 chromax.black',
        699900,
        649900,
        'Referencia en refrigeración por aire con dos ventiladores NF-A15 silenciosos y acabado negro.',
        { brand: 'Noctua', type: 'Disipador por aire', fanMm: 140, rgb: false },
      ],
      [
        'cooling_air',
        'Kit de 3 ventiladores ARGB Lian Li UNI FAN SL120 V2',
        449900,
        399900,
        'Ventiladores de 120 mm que se unen sin cables y se controlan desde L-Connect 3.',
        { brand: 'Lian Li', type: 'Ventilador de gabinete', fanMm: 120, rgb: true },
      ],
      [
        'cooling_liquid',
        'Refrigeración líquida Corsair iCUE H150i Elite 360 mm',
        1199900,
        999900,
        'Radiador de 360 mm con tres ventiladores RGB y bomba de alto caudal.',
        { brand: 'Corsair', type: 'Refrigeración líquida', radiatorMm: '360 mm', fanMm: 120, rgb: true },
      ],
      [
        'cooling_liquid',
        'Refrigeración líquida NZXT Kraken 240 RGB',
        849900,
        749900,
        'Radiador de 240 mm con pantalla LCD en la bomba para ver temperaturas o imágenes.',
        { brand: 'NZXT', type: 'Refrigeración líquida', radiatorMm: '240 mm', fanMm: 120, rgb: true },
      ],
      [
        'cooling_liquid',
        'Refrigeración líquida DeepCool LE520 240 mm ARGB',
        399900,
        339900,
        'Sistema todo en uno de 240 mm con bomba de cuarta generación y ventiladores ARGB.',
        { brand: 'DeepCool', type: 'Refrigeración líquida', radiatorMm: '240 mm', fanMm: 120, rgb: true },
      ],
    ],
  },
  {
    level2: 'hard_drives',
    colors: ['Negro', 'Azul', 'Gris', 'Rojo'],
    closings: [
      'Ideal para guardar fotos, videos, juegos y copias de seguridad.',
      'Garantía de 2 años con el fabricante.',
    ],
    items: [
      [
        'hdd_internal',
        'Disco duro interno Seagate BarraCuda 2TB 7200 rpm SATA',
        299900,
        259900,
        'Disco de 3,5 pulgadas con 2 TB, 7200 rpm y caché de 256 MB.',
        {
          brand: 'Seagate',
          capacityGb: 2000,
          interface: 'SATA III',
          formFactor: '3,5"',
          rpm: 7200,
          placement: 'Interno',
        },
      ],
      [
        'hdd_internal',
        'Disco duro interno WD Blue 1TB 7200 rpm SATA 3.5"',
        229900,
        189900,
        'Almacenamiento confiable para PC de escritorio con interfaz SATA de 6 Gb/s.',
        {
          brand: 'WD',
          capacityGb: 1000,
          interface: 'SATA III',
          formFactor: '3,5"',
          rpm: 7200,
          placement: 'Interno',
        },
      ],
      [
        'hdd_internal',
        'Disco duro NAS WD Red Plus 4TB 5400 rpm',
        599900,
        539900,
        'Diseñado para servidores NAS que funcionan 24/7 con tecnología NASware 3.0.',
        {
          brand: 'WD',
          capacityGb: 4000,
          interface: 'SATA III',
          formFactor: '3,5"',
          rpm: 5400,
          placement: 'Interno',
        },
      ],
      [
        'hdd_internal',
        'Disco duro interno Toshiba P300 3TB 7200 rpm',
        379900,
        329900,
        'Alto rendimiento para edición y juegos con 3 TB de capacidad.',
        {
          brand: 'Toshiba',
          capacityGb: 3000,
          interface: 'SATA III',
          formFactor: '3,5"',
          rpm: 7200,
          placement: 'Interno',
        },
      ],
      [
        'hdd_external',
        'Disco duro externo Seagate Expansion 2TB USB 3.0',
        349900,
        289900,
        'Portátil y liviano, se alimenta por el mismo cable USB y es compatible con Windows y Mac.',
        {
          brand: 'Seagate',
          capacityGb: 2000,
          interface: 'USB 3.0',
          formFactor: '2,5"',
          placement: 'Externo',
        },
      ],
      [
        'hdd_external',
        'Disco duro externo WD Elements 4TB USB 3.0',
        549900,
        479900,
        'Gran capacidad de 4 TB en formato de bolsillo con conexión USB 3.0.',
        { brand: 'WD', capacityGb: 4000, interface: 'USB 3.0', formFactor: '2,5"', placement: 'Externo' },
      ],
      [
        'hdd_external',
        'Disco duro externo Toshiba Canvio Basics 1TB USB 3.0',
        259900,
        219900,
        'Acabado mate resistente a las huellas y conexión plug and play.',
        {
          brand: 'Toshiba',
          capacityGb: 1000,
          interface: 'USB 3.0',
          formFactor: '2,5"',
          placement: 'Externo',
        },
      ],
    ],
  },
  {
    level2: 'ssd_drives',
    colors: ['Negro', 'Azul', 'Gris', 'Naranja'],
    closings: [
      'Arranca el sistema operativo en segundos y reduce los tiempos de carga.',
      'Incluye software de clonación para migrar tu disco actual.',
    ],
    items: [
      [
        'ssd_nvme',
        'Unidad SSD NVMe Kingston NV2 1TB PCIe 4.0',
        329900,
        269900,
        'Formato M.2 2280 con velocidades de lectura de hasta 3.500 MB/s.',
        {
          brand: 'Kingston',
          capacityGb: 1000,
          interface: 'NVMe PCIe 4.0',
          formFactor: 'M.2 2280',
          readMbps: 3500,
          writeMbps: 2100,
        },
      ],
      [
        'ssd_nvme',
        'Unidad SSD NVMe Samsung 990 PRO 2TB PCIe 4.0',
        1099900,
        949900,
        'Lectura secuencial de hasta 7.450 MB/s, ideal para juegos y edición profesional.',
        {
          brand: 'Samsung',
          capacityGb: 2000,
          interface: 'NVMe PCIe 4.0',
          formFactor: 'M.2 2280',
          readMbps: 7450,
          writeMbps: 6900,
        },
      ],
      [
        'ssd_nvme',
        'Unidad SSD NVMe WD Black SN770 1TB PCIe 4.0',
        449900,
        379900,
        'Hasta 5.150 MB/s de lectura con bajo consumo y temperatura controlada.',
        {
          brand: 'WD',
          capacityGb: 1000,
          interface: 'NVMe PCIe 4.0',
          formFactor: 'M.2 2280',
          readMbps: 5150,
          writeMbps: 4900,
        },
      ],
      [
        'ssd_nvme',
        'Unidad SSD NVMe Crucial P3 Plus 500GB PCIe 4.0',
        219900,
        179900,
        'Actualización económica a PCIe 4.0 con lectura de hasta 4.700 MB/s.',
        {
          brand: 'Crucial',
          capacityGb: 500,
          interface: 'NVMe PCIe 4.0',
          formFactor: 'M.2 2280',
          readMbps: 4700,
          writeMbps: 1900,
        },
      ],
      [
        'ssd_nvme',
        'Unidad SSD NVMe ADATA Legend 800 2TB PCIe 4.0',
        599900,
        519900,
        'Dos terabytes en formato M.2 con disipador incluido, compatible con PlayStation 5.',
        {
          brand: 'ADATA',
          capacityGb: 2000,
          interface: 'NVMe PCIe 4.0',
          formFactor: 'M.2 2280',
          readMbps: 3500,
          writeMbps: 2800,
        },
      ],
      [
        'ssd_sata',
        'Unidad SSD SATA Kingston A400 480GB 2.5"',
        149900,
        119900,
        'Hasta diez veces más rápida que un disco duro tradicional, perfecta para revivir equipos antiguos.',
        {
          brand: 'Kingston',
          capacityGb: 480,
          interface: 'SATA III',
          formFactor: '2,5"',
          readMbps: 500,
          writeMbps: 450,
        },
      ],
      [
        'ssd_sata',
        'Unidad SSD SATA Samsung 870 EVO 1TB 2.5"',
        499900,
        429900,
        'Velocidades de hasta 560 MB/s y gran durabilidad para uso diario.',
        {
          brand: 'Samsung',
          capacityGb: 1000,
          interface: 'SATA III',
          formFactor: '2,5"',
          readMbps: 560,
          writeMbps: 530,
        },
      ],
      [
        'ssd_sata',
        'Unidad SSD SATA Crucial BX500 1TB 2.5"',
        329900,
        279900,
        'Instalación sencilla en portátiles y PC de escritorio con interfaz SATA III.',
        {
          brand: 'Crucial',
          capacityGb: 1000,
          interface: 'SATA III',
          formFactor: '2,5"',
          readMbps: 540,
          writeMbps: 500,
        },
      ],
    ],
  },
  {
    level2: 'usb_drives',
    colors: ['Plata', 'Negro', 'Rojo', 'Azul'],
    closings: [
      'Llévala en tu llavero y transfiere documentos entre equipos al instante.',
      'Compatible con Windows, macOS, Linux y televisores.',
    ],
    items: [
      [
        'usb_3_0',
        'Memoria USB Kingston DataTraveler Exodia 64GB USB 3.2',
        39900,
        32900,
        'Tapa protectora y aro para llavero, con velocidades USB 3.2 de primera generación.',
        { brand: 'Kingston', capacityGb: 64, usbVersion: 'USB 3.2', connector: 'USB-A' },
      ],
      [
        'usb_3_0',
        'Memoria USB SanDisk Ultra Flair 128GB USB 3.0',
        69900,
        54900,
        'Carcasa metálica resistente y lectura de hasta 150 MB/s.',
        { brand: 'SanDisk', capacityGb: 128, usbVersion: 'USB 3.0', connector: 'USB-A' },
      ],
      [
        'usb_3_0',
        'Memoria USB Samsung BAR Plus 256GB USB 3.1',
        149900,
        124900,
        'Cuerpo metálico resistente al agua y a los golpes, con lectura de hasta 400 MB/s.',
        { brand: 'Samsung', capacityGb: 256, usbVersion: 'USB 3.1', connector: 'USB-A' },
      ],
      [
        'usb_3_0',
        'Memoria USB doble SanDisk Ultra Dual Drive Go 128GB USB-C',
        79900,
        64900,
        'Conectores USB-C y USB-A para pasar archivos entre tu celular y tu computador.',
        { brand: 'SanDisk', capacityGb: 128, usbVersion: 'USB 3.1', connector: 'USB-A y USB-C' },
      ],
      [
        'usb_2_0',
        'Memoria USB SanDisk Cruzer Blade 32GB USB 2.0',
        24900,
        19900,
        'Diseño ultracompacto y liviano para llevar tus archivos a todas partes.',
        { brand: 'SanDisk', capacityGb: 32, usbVersion: 'USB 2.0', connector: 'USB-A' },
      ],
      [
        'usb_2_0',
        'Memoria USB HP v150w 16GB USB 2.0',
        19900,
        19900,
        'Memoria básica con carcasa retráctil sin tapa.',
        { brand: 'HP', capacityGb: 16, usbVersion: 'USB 2.0', connector: 'USB-A' },
      ],
      [
        'usb_2_0',
        'Memoria USB Verbatim Store n Go 64GB USB 2.0',
        34900,
        29900,
        'Diseño deslizable que protege el conector y software de protección con contraseña.',
        { brand: 'Verbatim', capacityGb: 64, usbVersion: 'USB 2.0', connector: 'USB-A' },
      ],
    ],
  },
  {
    level2: 'sd_cards',
    colors: ['Rojo', 'Negro', 'Azul', 'Amarillo'],
    closings: [
      'Resistente al agua, a temperaturas extremas, a los golpes y a los rayos X.',
      'Ideal para cámaras, drones, consolas portátiles y celulares.',
    ],
    items: [
      [
        'sd_sdhc',
        'Tarjeta SD SanDisk Ultra 32GB SDHC clase 10',
        39900,
        29900,
        'Velocidad clase 10 para fotos y video Full HD en cámaras compactas.',
        { brand: 'SanDisk', capacityGb: 32, format: 'SD', speedClass: 'Clase 10' },
      ],
      [
        'sd_sdhc',
        'Tarjeta microSD Kingston Canvas Select Plus 32GB SDHC con adaptador',
        29900,
        24900,
        'Lectura de hasta 100 MB/s, clase A1 para apps e incluye adaptador SD.',
        { brand: 'Kingston', capacityGb: 32, format: 'microSD', speedClass: 'U1', readMbps: 100 },
      ],
      [
        'sd_sdhc',
        'Tarjeta SD Kingston Canvas Select Plus 16GB SDHC',
        24900,
        24900,
        'Capacidad práctica para cámaras y equipos de audio con velocidad UHS-I.',
        { brand: 'Kingston', capacityGb: 16, format: 'SD', speedClass: 'U1', readMbps: 100 },
      ],
      [
        'sd_sdxc',
        'Tarjeta SD SanDisk Extreme PRO 128GB SDXC UHS-I V30',
        189900,
        159900,
        'Hasta 200 MB/s de lectura y clase V30 para grabar video 4K sin cortes.',
        { brand: 'SanDisk', capacityGb: 128, format: 'SD', speedClass: 'V30', readMbps: 200 },
      ],
      [
        'sd_sdxc',
        'Tarjeta microSD Samsung EVO Plus 256GB SDXC',
        159900,
        129900,
        'Gran capacidad para celulares, Nintendo Switch y cámaras de seguridad.',
        { brand: 'Samsung', capacityGb: 256, format: 'microSD', speedClass: 'V30' },
      ],
      [
        'sd_sdxc',
        'Tarjeta SD Lexar Professional 1066x 64GB SDXC',
        139900,
        119900,
        'Velocidad de hasta 160 MB/s para fotografía en ráfaga y video 4K.',
        { brand: 'Lexar', capacityGb: 64, format: 'SD', speedClass: 'V30', readMbps: 160 },
      ],
      [
        'sd_sdxc',
        'Tarjeta microSD SanDisk Extreme 512GB SDXC A2 para cámaras de acción',
        349900,
        289900,
        'Clase A2 y V30 para cámaras de acción y drones que graban en 4K.',
        { brand: 'SanDisk', capacityGb: 512, format: 'microSD', speedClass: 'V30' },
      ],
    ],
  },
  {
    level2: 'optical_drives',
    colors: ['Negro', 'Plata'],
    closings: [
      'Lee y graba discos para respaldar tus archivos o instalar programas.',
      'Conexión sencilla y compatible con Windows y macOS.',
    ],
    items: [
      [
        'optical_dvd',
        'Unidad de DVD externa LG GP65NB60 USB delgada',
        119900,
        99900,
        'Quemadora de DVD externa ultradelgada que se alimenta por USB.',
        { brand: 'LG', type: 'DVD', connection: 'USB', writer: true },
      ],
      [
        'optical_dvd',
        'Quemador de DVD interno ASUS DRW-24D5MT SATA',
        89900,
        79900,
        'Grabación de DVD a 24x con tecnología de grabado silencioso y conexión SATA.',
        { brand: 'ASUS', type: 'DVD', connection: 'SATA', writer: true },
      ],
      [
        'optical_dvd',
        'Unidad de DVD externa Verbatim USB-C slim',
        139900,
        119900,
        'Unidad portátil con cable USB-C para portátiles modernos sin lector óptico.',
        { brand: 'Verbatim', type: 'DVD', connection: 'USB', writer: true },
      ],
      [
        'optical_dvd',
        'Paquete de 10 discos DVD+R Verbatim 4.7GB 16x',
        39900,
        34900,
        'Discos con capa AZO para grabaciones duraderas de hasta 4,7 GB cada uno.',
        { brand: 'Verbatim', type: 'DVD' },
      ],
      [
        'optical_bluray',
        'Quemador Blu-ray interno LG WH16NS40 SATA',
        449900,
        399900,
        'Grabación de Blu-ray a 16x con soporte para discos BDXL de hasta 128 GB.',
        { brand: 'LG', type: 'Blu-ray', connection: 'SATA', writer: true },
      ],
      [
        'optical_bluray',
        'Unidad Blu-ray externa Pioneer BDR-XD07 USB 3.0',
        599900,
        549900,
        'Quemadora Blu-ray portátil y compacta con conexión USB 3.0.',
        { brand: 'Pioneer', type: 'Blu-ray', connection: 'USB', writer: true },
      ],
      [
        'optical_bluray',
        'Unidad Blu-ray externa ASUS ZenDrive BW-16D1X-U',
        649900,
        589900,
        'Grabación a 16x por USB 3.1 con software de cifrado de discos.',
        { brand: 'ASUS', type: 'Blu-ray', connection: 'USB', writer: true },
      ],
    ],
  },
  {
    level2: 'caddies_adapters',
    colors: ['Negro', 'Plata', 'Transparente'],
    closings: [
      'Instalación sin herramientas y compatible con discos SATA.',
      'Dale una segunda vida a tus discos viejos.',
    ],
    items: [
      [
        'caddies_2_5',
        'Caddy para disco 2.5" Orico USB 3.0 transparente',
        49900,
        39900,
        'Carcasa transparente para convertir un disco o SSD de 2,5 pulgadas en almacenamiento externo.',
        { brand: 'Orico', type: 'Carcasa para disco de 2,5"', interface: 'SATA a USB 3.0' },
        'Transparente',
      ],
      [
        'caddies_2_5',
        'Caddy segunda bahía para portátil 9.5 mm SATA',
        39900,
        34900,
        'Reemplaza la unidad óptica de tu portátil por un segundo disco de 9,5 mm.',
        { brand: 'Genérico', type: 'Caddy de segunda bahía de 9,5 mm', interface: 'SATA' },
      ],
      [
        'caddies_2_5',
        'Caddy segunda bahía para portátil 12.7 mm SATA',
        39900,
        39900,
        'Versión de 12,7 mm para portátiles con unidad óptica de grosor estándar.',
        { brand: 'Genérico', type: 'Caddy de segunda bahía de 12,7 mm', interface: 'SATA' },
      ],
      [
        'caddies_2_5',
        'Adaptador SATA a USB 3.0 Ugreen para discos 2.5"',
        44900,
        36900,
        'Cable adaptador para conectar discos y SSD de 2,5 pulgadas por USB sin carcasa.',
        { brand: 'Ugreen', type: 'Cable adaptador para disco de 2,5"', interface: 'SATA a USB 3.0' },
      ],
      [
        'caddies_3_5',
        'Caddy para disco 3.5" Ugreen USB 3.0 con fuente',
        129900,
        109900,
        'Carcasa de aluminio para discos de 3,5 pulgadas con fuente de poder de 12 V incluida.',
        { brand: 'Ugreen', type: 'Carcasa para disco de 3,5"', interface: 'SATA a USB 3.0' },
      ],
      [
        'caddies_3_5',
        'Base docking Orico para discos 2.5" y 3.5" doble bahía USB 3.0',
        199900,
        169900,
        'Dos bahías con función de clonación sin computador y soporte para discos de hasta 20 TB.',
        {
          brand: 'Orico',
          type: 'Base de doble bahía para discos de 2,5" y 3,5"',
          interface: 'SATA a USB 3.0',
        },
      ],
      [
        'caddies_3_5',
        'Bracket adaptador de 2.5" a 3.5" metálico para SSD',
        19900,
        15900,
        'Soporte metálico para instalar un SSD de 2,5 pulgadas en una bahía de 3,5 pulgadas.',
        { brand: 'Genérico', type: 'Bracket de 2,5" a 3,5"' },
      ],
    ],
  },
  {
    level2: 'cables',
    colors: ['Negro', 'Gris', 'Blanco', 'Azul'],
    closings: [
      'Conectores con baño de oro y materiales resistentes al uso diario.',
      'Garantía de 12 meses contra defectos de fabricación.',
    ],
    items: [
      [
        'cables_hdmi',
        'Cable HDMI 2.1 Ugreen 8K 2 m',
        59900,
        45900,
        'Transmite video 8K a 60 Hz y 4K a 120 Hz con un ancho de banda de 48 Gb/s.',
        { brand: 'Ugreen', type: 'HDMI', lengthM: 2, version: 'HDMI 2.1' },
      ],
      [
        'cables_hdmi',
        'Cable HDMI 2.0 Belkin 4K 1.5 m trenzado',
        39900,
        34900,
        'Cable trenzado de nailon compatible con 4K HDR y canal de retorno de audio.',
        { brand: 'Belkin', type: 'HDMI', lengthM: 1.5, version: 'HDMI 2.0' },
      ],
      [
        'cables_displayport',
        'Cable DisplayPort 1.4 Ugreen 8K 2 m',
        69900,
        54900,
        'Soporta 8K a 60 Hz y 4K a 144 Hz, ideal para monitores gamer.',
        { brand: 'Ugreen', type: 'DisplayPort', lengthM: 2, version: 'DisplayPort 1.4' },
      ],
      [
        'cables_displayport',
        'Cable Mini DisplayPort a DisplayPort Club3D 1.8 m',
        49900,
        49900,
        'Conecta portátiles con Mini DisplayPort a monitores con entrada DisplayPort.',
        { brand: 'Club3D', type: 'DisplayPort', lengthM: 1.8 },
      ],
      [
        'cables_usb',
        'Cable USB-C a USB-C Anker 100 W 1.8 m',
        59900,
        47900,
        'Carga rápida de hasta 100 W para portátiles, tabletas y celulares.',
        { brand: 'Anker', type: 'USB-C', lengthM: 1.8 },
      ],
      [
        'cables_usb',
        'Cable USB-A a USB-C Baseus carga rápida 1 m',
        24900,
        19900,
        'Carga rápida de 3 A y transferencia de datos con recubrimiento trenzado.',
        { brand: 'Baseus', type: 'USB-C', lengthM: 1 },
      ],
      [
        'cables_sata',
        'Cable SATA III Startech 50 cm con seguro',
        15900,
        15900,
        'Cable de datos SATA de 6 Gb/s con pestaña de seguridad que evita desconexiones.',
        { brand: 'StarTech.com', type: 'SATA', lengthM: 0.5, version: 'SATA III' },
      ],
      [
        'cables_sata',
        'Kit de 2 cables SATA III de 6 Gbps con conector en L',
        19900,
        17900,
        'Conector en ángulo recto para instalaciones limpias en gabinetes compactos.',
        { brand: 'Genérico', type: 'SATA', version: 'SATA III' },
      ],
    ],
  },
  {
    level2: 'adapters',
    colors: ['Gris', 'Plata', 'Negro', 'Blanco'],
    closings: ['Plug and play, sin instalar controladores.', 'Tamaño compacto para llevar en tu maletín.'],
    items: [
      [
        'adapters_usb_c',
        'Hub USB-C Ugreen 7 en 1 con HDMI 4K y lector SD',
        199900,
        159900,
        'Agrega HDMI 4K, tres puertos USB, lector de tarjetas y carga de 100 W por un solo puerto USB-C.',
        { brand: 'Ugreen', from: 'USB-C', to: 'HDMI 4K, 3 USB-A, lector SD/microSD y USB-C PD 100 W' },
      ],
      [
        'adapters_usb_c',
        'Adaptador USB-C a USB-A Anker 3.0 paquete x2',
        39900,
        32900,
        'Conecta memorias, teclados y mouse USB-A a equipos con USB-C.',
        { brand: 'Anker', from: 'USB-C', to: 'USB-A 3.0' },
      ],
      [
        'adapters_video',
        'Adaptador HDMI a VGA Ugreen con audio',
        49900,
        39900,
        'Conecta equipos con HDMI a proyectores y monitores VGA con salida de audio de 3,5 mm.',
        { brand: 'Ugreen', from: 'HDMI', to: 'VGA y audio 3,5 mm' },
      ],
      [
        'adapters_video',
        'Adaptador DisplayPort a HDMI 4K Club3D',
        69900,
        59900,
        'Convierte la salida DisplayPort de tu tarjeta gráfica en HDMI 4K a 60 Hz.',
        { brand: 'Club3D', from: 'DisplayPort', to: 'HDMI 4K 60 Hz' },
      ],
      [
        'adapters_network',
        'Adaptador WiFi USB TP-Link Archer T3U AC1300',
        119900,
        99900,
        'WiFi de doble banda hasta 1.300 Mbps con tecnología MU-MIMO.',
        { brand: 'TP-Link', from: 'USB 3.0', to: 'Wi-Fi AC1300 doble banda' },
      ],
      [
        'adapters_network',
        'Adaptador de red USB 3.0 a Ethernet Gigabit TP-Link UE306',
        89900,
        74900,
        'Agrega un puerto Ethernet de 1 Gb/s a portátiles ultradelgados.',
        { brand: 'TP-Link', from: 'USB 3.0', to: 'Ethernet Gigabit (RJ45)' },
      ],
      [
        'adapters_network',
        'Adaptador Bluetooth 5.0 USB TP-Link UB500',
        49900,
        42900,
        'Agrega Bluetooth a tu PC para conectar audífonos, controles y parlantes.',
        { brand: 'TP-Link', from: 'USB 2.0', to: 'Bluetooth 5.0' },
      ],
    ],
  },
  {
    level2: 'stands',
    colors: ['Negro', 'Plata', 'Marrón', 'Blanco'],
    closings: [
      'Mejora tu postura y libera espacio en el escritorio.',
      'Estructura firme que no se mueve al escribir.',
    ],
    items: [
      [
        'stands_monitor',
        'Brazo para monitor North Bayou F80 de 17" a 30" con pistón de gas',
        259900,
        199900,
        'Brazo articulado con pistón de gas para monitores de hasta 9 kg y montaje VESA.',
        { brand: 'North Bayou', type: 'Brazo de monitor', maxSizeIn: 30, maxWeightKg: 9 },
      ],
      [
        'stands_monitor',
        'Soporte doble para monitores Brateck de escritorio',
        299900,
        249900,
        'Sostén dos monitores de hasta 27 pulgadas con rotación e inclinación independientes.',
        { brand: 'Brateck', type: 'Brazo de monitor', maxSizeIn: 27 },
      ],
      [
        'stands_monitor',
        'Elevador de monitor en madera con cajón',
        119900,
        99900,
        'Eleva tu pantalla a la altura de los ojos y guarda accesorios en su cajón.',
        { brand: 'Genérico', type: 'Base elevadora' },
        'Marrón',
      ],
      [
        'stands_laptop',
        'Soporte para portátil en aluminio plegable Ugreen',
        129900,
        99900,
        'Seis niveles de altura y diseño plegable que cabe en tu morral.',
        { brand: 'Ugreen', type: 'Soporte de portátil' },
      ],
      [
        'stands_laptop',
        'Base refrigerante para portátil Cooler Master Notepal X3',
        179900,
        149900,
        'Ventilador de 200 mm con iluminación LED que baja la temperatura de portátiles de hasta 17 pulgadas.',
        { brand: 'Cooler Master', type: 'Soporte de portátil', maxSizeIn: 17 },
      ],
      [
        'stands_headphone',
        'Soporte para audífonos Razer Base Station V2 Chroma',
        349900,
        299900,
        'Soporte con iluminación Chroma RGB y hub USB 3.1 de dos puertos.',
        { brand: 'Razer', type: 'Soporte de audífonos' },
      ],
      [
        'stands_headphone',
        'Soporte para audífonos en aluminio con gancho bajo escritorio',
        69900,
        59900,
        'Gancho de aluminio que se fija con prensa al borde del escritorio sin perforar.',
        { brand: 'Genérico', type: 'Soporte de audífonos' },
      ],
    ],
  },
  {
    level2: 'mousepads',
    colors: ['Negro', 'Azul Marino', 'Rosado', 'Gris Oscuro', 'Verde'],
    sizes: [
      ['S', 'M', 'L', 'XL'],
      ['M', 'L', 'XL'],
      ['S', 'M', 'L'],
    ],
    closings: [
      'Base de caucho antideslizante y bordes cosidos que evitan el desgaste.',
      'Superficie de tela optimizada para sensores ópticos y láser.',
    ],
    items: [
      [
        'mousepads_standard',
        'Mousepad Logitech G240 de tela',
        79900,
        64900,
        'Superficie de tela de fricción moderada diseñada para juegos con sensibilidad baja.',
        { brand: 'Logitech', size: 'M', widthMm: 340, depthMm: 280, thicknessMm: 1, rgb: false },
      ],
      [
        'mousepads_standard',
        'Mousepad SteelSeries QcK de tela',
        89900,
        74900,
        'El clásico mousepad de microtejido usado por jugadores profesionales.',
        { brand: 'SteelSeries', size: 'M', widthMm: 320, depthMm: 270, thicknessMm: 2, rgb: false },
      ],
      [
        'mousepads_standard',
        'Mousepad ergonómico con reposamuñecas de gel Fellowes',
        59900,
        49900,
        'Reposamuñecas de gel que reduce la presión sobre la muñeca durante la jornada.',
        { brand: 'Fellowes', size: 'S', rgb: false },
      ],
      [
        'mousepads_xl',
        'Mousepad extendido HyperX Pulsefire Mat XL',
        149900,
        119900,
        'Tamaño extendido para teclado y mouse con tela de alta densidad.',
        { brand: 'HyperX', size: 'XL', widthMm: 900, depthMm: 420, thicknessMm: 4, rgb: false },
      ],
      [
        'mousepads_xl',
        'Mousepad extendido Redragon Flick XL 80 x 30 cm',
        69900,
        54900,
        'Cubre el escritorio con una superficie lisa y resistente al agua.',
        { brand: 'Redragon', size: 'XL', widthMm: 800, depthMm: 300, rgb: false },
      ],
      [
        'mousepads_rgb',
        'Mousepad RGB Razer Goliathus Chroma',
        249900,
        219900,
        'Borde con iluminación Chroma RGB sincronizable con tus periféricos Razer.',
        { brand: 'Razer', size: 'M', widthMm: 355, depthMm: 255, thicknessMm: 3, rgb: true },
      ],
      [
        'mousepads_rgb',
        'Mousepad RGB Corsair MM700 extendido con hub USB',
        399900,
        349900,
        'Iluminación RGB de tres zonas y hub USB integrado para conectar accesorios.',
        { brand: 'Corsair', size: 'XL', widthMm: 930, depthMm: 400, thicknessMm: 4, rgb: true },
      ],
    ],
  },
  {
    level2: 'cleaning_maintenance',
    colors: ['Azul', 'Blanco', 'Gris'],
    closings: [
      'Mantén tu equipo limpio y frío para alargar su vida útil.',
      'Seguro para componentes electrónicos cuando se usa según las instrucciones.',
    ],
    items: [
      [
        'cleaning_kits',
        'Kit de limpieza Klim Clean 7 en 1 para teclado y pantalla',
        49900,
        39900,
        'Incluye cepillo, paño de microfibra, líquido limpiador y herramienta para retirar teclas.',
        { brand: 'Klim', type: 'Kit de limpieza' },
      ],
      [
        'cleaning_kits',
        'Kit de destornilladores de precisión Xiaomi Wowstick 24 en 1',
        129900,
        109900,
        'Puntas de acero S2 con estuche magnético para abrir portátiles, consolas y celulares.',
        { brand: 'Xiaomi', type: 'Destornilladores de precisión' },
      ],
      [
        'cleaning_kits',
        'Alcohol isopropílico 99 % de 500 ml para electrónica',
        29900,
        24900,
        'Limpia contactos, tarjetas y restos de pasta térmica sin dejar residuos.',
        { brand: 'Genérico', type: 'Alcohol isopropílico', contentMl: 500 },
      ],
      [
        'cleaning_compressed_air',
        'Aire comprimido Dust-Off 285 g para limpieza de PC',
        34900,
        29900,
        'Elimina el polvo de teclados, ventiladores y disipadores en segundos.',
        { brand: 'Dust-Off', type: 'Aire comprimido' },
      ],
      [
        'cleaning_compressed_air',
        'Soplador eléctrico recargable para PC sin cartuchos',
        189900,
        149900,
        'Soplador de alta velocidad con batería recargable que reemplaza las latas de aire comprimido.',
        { brand: 'Genérico', type: 'Soplador eléctrico' },
      ],
      [
        'cleaning_thermal_paste',
        'Pasta térmica Arctic MX-4 4 g',
        39900,
        32900,
        'Alta conductividad térmica, no es conductora de electricidad y dura hasta ocho años.',
        { brand: 'Arctic', type: 'Pasta térmica' },
      ],
      [
        'cleaning_thermal_paste',
        'Pasta térmica Thermal Grizzly Kryonaut 1 g',
        59900,
        54900,
        'Pasta de alto rendimiento preferida para overclocking y tarjetas gráficas.',
        { brand: 'Thermal Grizzly', type: 'Pasta térmica' },
      ],
      [
        'cleaning_thermal_paste',
        'Pasta térmica Noctua NT-H2 3.5 g',
        69900,
        62900,
        'Fórmula híbrida de óxidos metálicos con toallitas de limpieza incluidas.',
        { brand: 'Noctua', type: 'Pasta térmica' },
      ],
    ],
  },
  {
    level2: 'cable_organizers',
    colors: ['Negro', 'Blanco', 'Gris'],
    sizes: [['FREE'], ['FREE'], ['S', 'M', 'L']],
    closings: [
      'Un escritorio ordenado se ve mejor y es más fácil de limpiar.',
      'Materiales resistentes y reutilizables.',
    ],
    items: [
      [
        'organizers_velcro',
        'Cintas velcro reutilizables Ugreen x50',
        29900,
        24900,
        'Cincuenta cintas de velcro de 15 cm para agrupar cables detrás del escritorio.',
        { brand: 'Ugreen', type: 'Cintas de velcro', pieces: 50 },
      ],
      [
        'organizers_velcro',
        'Clips organizadores de cables en silicona x6',
        19900,
        16900,
        'Clips adhesivos que mantienen los cables de carga siempre a la mano.',
        { brand: 'Genérico', type: 'Clips adhesivos', pieces: 6 },
      ],
      [
        'organizers_sleeves',
        'Funda organizadora de cables en neopreno 1.5 m con cremallera',
        39900,
        32900,
        'Agrupa varios cables en una sola funda flexible que se recorta a la medida.',
        { brand: 'Genérico', type: 'Funda con cremallera', pieces: 1 },
      ],
      [
        'organizers_sleeves',
        'Funda trenzada expandible para cables 3 m',
        24900,
        24900,
        'Malla trenzada que protege los cables y les da una apariencia ordenada.',
        { brand: 'Genérico', type: 'Funda trenzada', pieces: 1 },
      ],
      [
        'organizers_trays',
        'Bandeja organizadora de cables bajo escritorio en metal',
        119900,
        99900,
        'Bandeja metálica que oculta regletas y cables debajo de la superficie del escritorio.',
        { brand: 'Genérico', type: 'Bandeja bajo escritorio', pieces: 1 },
      ],
      [
        'organizers_trays',
        'Canaleta adhesiva para cables 1 m paquete x4',
        49900,
        42900,
        'Canaletas con cinta adhesiva para ocultar cables en paredes y muebles.',
        { brand: 'Genérico', type: 'Canaleta adhesiva', pieces: 4 },
      ],
      [
        'organizers_trays',
        'Caja organizadora de regletas y cables',
        69900,
        59900,
        'Esconde la regleta y los cargadores en una caja ventilada y segura.',
        { brand: 'Genérico', type: 'Caja para regletas', pieces: 1 },
      ],
    ],
  },
];

export interface DemoProduct {
  sellerEmail: string;
  /** Level-3 slug the product links to. */
  categoryId: string;
  /** Level-2 slug (for checks and images). */
  level2: string;
  title: string;
  description: string;
  mrpPriceCents: number;
  sellingPriceCents: number;
  quantity: number;
  inStock: boolean;
  color: string;
  images: string[];
  sizes: ProductSize[];
  /** The category's specifications (packages/shared specs/attributes.ts). */
  specs: ProductSpecs;
  /** How long before the seed run the product was published, in hours (spreads "newest" ordering). */
  ageHours: number;
}

/** A demo product's specifications as its category's rules parse them; a wrong value stops the seed. */
function validDemoSpecs(level2: string, title: string, specs: ProductSpecs): ProductSpecs {
  try {
    return specsSchemaFor(level2).parse(specs);
  } catch (error) {
    const detail =
      error instanceof z.ZodError ? error.issues.map((i) => i.message).join('; ') : String(error);
    throw new Error(`Especificaciones de demostración inválidas en «${title}»: ${detail}`);
  }
}

/** floor((mrp − selling) / mrp × 100) in integer arithmetic (DESIGN §4). */
/** The demo catalogue, deterministic (same output on every run). */
export function buildDemoProducts(): DemoProduct[] {
  const out: DemoProduct[] = [];
  let n = 0;
  for (const t of TEMPLATES) {
    t.items.forEach(([leaf, title, mrp, selling, feature, specs, color], i) => {
      const cat = findCategory(leaf);
      if (cat?.level !== 3 || cat.parentCategoryId !== t.level2) {
        throw new Error(`Plantilla de demostración inválida: ${leaf} no está bajo ${t.level2}`);
      }
      const colour = color ?? t.colors[i % t.colors.length]!;
      const imageCount = n % 3 === 0 ? 3 : 2;
      const images = Array.from({ length: imageCount }, (_, k) => demoImageUrl(t.level2, colour, k + 1));
      // Deterministic stock: 0..80, a few sold out (still listed), a few switched off by the seller.
      const soldOut = n % 23 === 5;
      const quantity = soldOut ? 0 : 3 + ((n * 37 + 11) % 78);
      const inStock = n % 29 !== 7;
      out.push({
        sellerEmail: DEMO_SELLERS[(n + Math.floor(n / 5)) % DEMO_SELLERS.length]!.email,
        categoryId: leaf,
        level2: t.level2,
        title,
        description: `${feature} ${t.closings[i % t.closings.length]}`,
        mrpPriceCents: mrp * 100,
        sellingPriceCents: selling * 100,
        quantity,
        inStock,
        color: colour,
        images,
        sizes: [...(t.sizes?.[i % t.sizes.length] ?? ['FREE'])],
        specs: validDemoSpecs(t.level2, title, specs),
        ageHours: ((n * 53) % 2160) + (n % 7),
      });
      n++;
    });
  }
  return out;
}

// ------------------------------------------------------------------------------- home page, deals, coupons

export interface DemoHomeCategory {
  section: HomeSection;
  name: string;
  /** A category slug from CATEGORIES. */
  categoryId: string;
  /** Colour of the demo image. */
  color: string;
  /** Discount of the deal attached to a DEALS tile. */
  dealDiscount?: number;
}

export const DEMO_HOME_CATEGORIES: readonly DemoHomeCategory[] = [
  { section: 'GRID', name: 'Tarjetas Gráficas', categoryId: 'graphics_cards', color: 'Negro' },
  { section: 'GRID', name: 'Teclados Mecánicos', categoryId: 'keyboards_mechanical', color: 'Rosado' },
  { section: 'GRID', name: 'Monitores Gamer', categoryId: 'monitors', color: 'Azul' },
  { section: 'GRID', name: 'Unidades SSD', categoryId: 'ssd_drives', color: 'Naranja' },

  { section: 'SHOP_BY_CATEGORIES', name: 'Teclados', categoryId: 'keyboards', color: 'Gris' },
  { section: 'SHOP_BY_CATEGORIES', name: 'Ratones', categoryId: 'mice', color: 'Blanco' },
  { section: 'SHOP_BY_CATEGORIES', name: 'Audífonos', categoryId: 'headphones', color: 'Rojo' },
  { section: 'SHOP_BY_CATEGORIES', name: 'Procesadores', categoryId: 'processors', color: 'Plata' },
  { section: 'SHOP_BY_CATEGORIES', name: 'Placas Base', categoryId: 'motherboards', color: 'Verde' },
  { section: 'SHOP_BY_CATEGORIES', name: 'Memoria RAM', categoryId: 'ram', color: 'Morado' },
  { section: 'SHOP_BY_CATEGORIES', name: 'Fuentes de Poder', categoryId: 'power_supplies', color: 'Negro' },
  { section: 'SHOP_BY_CATEGORIES', name: 'Gabinetes', categoryId: 'cases', color: 'Blanco' },
  { section: 'SHOP_BY_CATEGORIES', name: 'Refrigeración', categoryId: 'cooling', color: 'Azul Cielo' },
  { section: 'SHOP_BY_CATEGORIES', name: 'Discos Duros', categoryId: 'hard_drives', color: 'Azul' },

  { section: 'ELECTRIC_CATEGORIES', name: 'Cables', categoryId: 'cables', color: 'Gris' },
  { section: 'ELECTRIC_CATEGORIES', name: 'Adaptadores', categoryId: 'adapters', color: 'Plata' },
  { section: 'ELECTRIC_CATEGORIES', name: 'Soportes', categoryId: 'stands', color: 'Negro' },
  { section: 'ELECTRIC_CATEGORIES', name: 'Mousepads', categoryId: 'mousepads', color: 'Azul Marino' },
  { section: 'ELECTRIC_CATEGORIES', name: 'Cámaras Web', categoryId: 'webcams', color: 'Gris Oscuro' },
  { section: 'ELECTRIC_CATEGORIES', name: 'Parlantes', categoryId: 'speakers', color: 'Rojo' },
  { section: 'ELECTRIC_CATEGORIES', name: 'Memorias USB', categoryId: 'usb_drives', color: 'Rojo' },

  { section: 'DEALS', name: 'Procesadores AMD', categoryId: 'cpu_amd', color: 'Naranja', dealDiscount: 15 },
  { section: 'DEALS', name: 'Tarjetas NVIDIA', categoryId: 'gpu_nvidia', color: 'Verde', dealDiscount: 20 },
  { section: 'DEALS', name: 'SSD NVMe', categoryId: 'ssd_nvme', color: 'Azul', dealDiscount: 25 },
  {
    section: 'DEALS',
    name: 'Monitores Curvos',
    categoryId: 'monitors_curved',
    color: 'Negro',
    dealDiscount: 30,
  },
  {
    section: 'DEALS',
    name: 'Audífonos Inalámbricos',
    categoryId: 'headphones_wireless',
    color: 'Blanco',
    dealDiscount: 40,
  },
  { section: 'DEALS', name: 'Memoria DDR5', categoryId: 'ram_ddr5', color: 'Rojo', dealDiscount: 35 },
];

/**
 * The image URL of each home tile, in DEMO_HOME_CATEGORIES order: the level-2 shape of its category and the
 * variant cycling 1..3 with the tile's position in its section (the same rule `seedDemo` applies).
 */
export function demoHomeImageUrls(): string[] {
  const positions = new Map<string, number>();
  return DEMO_HOME_CATEGORIES.map((h) => {
    const position = positions.get(h.section) ?? 0;
    positions.set(h.section, position + 1);
    const cat = findCategory(h.categoryId);
    const level2 = cat?.level === 3 && cat.parentCategoryId ? cat.parentCategoryId : h.categoryId;
    return demoImageUrl(level2, h.color, (position % 3) + 1);
  });
}

/**
 * Every demo image key the seed writes (products' images and home tiles), e.g. `keyboards-negro-1`. The
 * media route renders only these, so the set of images it can be made to draw is small and fixed.
 */
export function demoImageKeys(): Set<string> {
  const urls = [...buildDemoProducts().flatMap((p) => p.images), ...demoHomeImageUrls()];
  return new Set(urls.map((u) => u.slice(u.lastIndexOf('/') + 1).replace(/\.webp$/, '')));
}

export interface DemoCoupon {
  code: string;
  discountPercentage: number;
  minimumOrderValuePesos: number;
  /** Validity window relative to the seed day, in days (inclusive). */
  startOffsetDays: number;
  endOffsetDays: number;
  active: boolean;
}

export const DEMO_COUPONS: readonly DemoCoupon[] = [
  {
    code: 'BIENVENIDO10',
    discountPercentage: 10,
    minimumOrderValuePesos: 50000,
    startOffsetDays: -365,
    endOffsetDays: 365,
    active: true,
  },
  {
    code: 'TECNO20',
    discountPercentage: 20,
    minimumOrderValuePesos: 300000,
    startOffsetDays: -30,
    endOffsetDays: 180,
    active: true,
  },
  {
    code: 'VERANO15',
    discountPercentage: 15,
    minimumOrderValuePesos: 100000,
    startOffsetDays: -200,
    endOffsetDays: -30,
    active: true,
  },
  {
    code: 'GAMER25',
    discountPercentage: 25,
    minimumOrderValuePesos: 500000,
    startOffsetDays: -10,
    endOffsetDays: 90,
    active: false,
  },
];

// ---------------------------------------------------------------------------------- customers and reviews

export interface DemoCustomer {
  email: string;
  fullName: string;
  mobile: string;
  address?: { name: string; address: string; city: string; state: string; mobile: string };
}

export const DEMO_CUSTOMER_EMAIL = 'cliente@tecnobazar.local';

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    email: DEMO_CUSTOMER_EMAIL,
    fullName: 'Camila Rodríguez',
    mobile: '3001234567',
    address: {
      name: 'Camila Rodríguez',
      address: 'Carrera 7 # 72-41, Apartamento 502',
      city: 'Bogotá',
      state: 'Cundinamarca',
      mobile: '3001234567',
    },
  },
  { email: 'andres.gomez@tecnobazar.local', fullName: 'Andrés Gómez', mobile: '3112345678' },
  { email: 'valentina.martinez@tecnobazar.local', fullName: 'Valentina Martínez', mobile: '3209876543' },
  { email: 'santiago.lopez@tecnobazar.local', fullName: 'Santiago López', mobile: '3145556677' },
];

export interface DemoReview {
  productTitle: string;
  customerEmail: string;
  /** 0..10 half-stars. */
  ratingHalves: number;
  reviewText: string;
}

export const DEMO_REVIEWS: readonly DemoReview[] = [
  {
    productTitle: 'Teclado mecánico Redragon Kumara K552 RGB switch rojo',
    customerEmail: DEMO_CUSTOMER_EMAIL,
    ratingHalves: 9,
    reviewText:
      'Muy buen teclado por el precio, los switches rojos son suaves y la iluminación se ve genial.',
  },
  {
    productTitle: 'Teclado mecánico Redragon Kumara K552 RGB switch rojo',
    customerEmail: 'andres.gomez@tecnobazar.local',
    ratingHalves: 8,
    reviewText: 'Sólido y pesado, no se mueve en el escritorio. Le faltaría un reposamuñecas.',
  },
  {
    productTitle: 'Procesador AMD Ryzen 5 7600X 6 núcleos AM5',
    customerEmail: 'santiago.lopez@tecnobazar.local',
    ratingHalves: 10,
    reviewText: 'Excelente rendimiento en juegos, llegó sellado y en dos días a Bogotá.',
  },
  {
    productTitle: 'Procesador AMD Ryzen 5 7600X 6 núcleos AM5',
    customerEmail: 'valentina.martinez@tecnobazar.local',
    ratingHalves: 9,
    reviewText: 'Calienta un poco con el disipador básico, pero con uno de torre va perfecto.',
  },
  {
    productTitle: 'Procesador Intel Core i5-14600K 14 núcleos LGA1700',
    customerEmail: 'andres.gomez@tecnobazar.local',
    ratingHalves: 9,
    reviewText: 'Gran procesador para edición de video y juegos, muy recomendado.',
  },
  {
    productTitle: 'Unidad SSD NVMe Kingston NV2 1TB PCIe 4.0',
    customerEmail: DEMO_CUSTOMER_EMAIL,
    ratingHalves: 8,
    reviewText: 'Windows arranca en segundos. Buena relación precio y capacidad.',
  },
  {
    productTitle: 'Unidad SSD NVMe Kingston NV2 1TB PCIe 4.0',
    customerEmail: 'santiago.lopez@tecnobazar.local',
    ratingHalves: 7,
    reviewText: 'Rápido para el uso diario, aunque en copias largas baja la velocidad.',
  },
  {
    productTitle: 'Unidad SSD NVMe Samsung 990 PRO 2TB PCIe 4.0',
    customerEmail: 'valentina.martinez@tecnobazar.local',
    ratingHalves: 10,
    reviewText: 'Rapidísimo, lo uso para proyectos de edición en 4K y no tiene problemas.',
  },
  {
    productTitle: 'Tarjeta gráfica NVIDIA GeForce RTX 4060 8GB',
    customerEmail: 'andres.gomez@tecnobazar.local',
    ratingHalves: 9,
    reviewText: 'Corre todo en 1080p en ultra con DLSS, silenciosa y de bajo consumo.',
  },
  {
    productTitle: 'Tarjeta gráfica NVIDIA GeForce RTX 4060 8GB',
    customerEmail: DEMO_CUSTOMER_EMAIL,
    ratingHalves: 8,
    reviewText: 'Muy buena, aunque me hubiera gustado que trajera más memoria de video.',
  },
  {
    productTitle: 'Mouse gamer Logitech G502 HERO 25K DPI',
    customerEmail: 'santiago.lopez@tecnobazar.local',
    ratingHalves: 9,
    reviewText: 'Cómodo, preciso y con muchos botones útiles. El cable podría ser más flexible.',
  },
  {
    productTitle: 'Audífonos gamer HyperX Cloud II 7.1 con micrófono',
    customerEmail: 'valentina.martinez@tecnobazar.local',
    ratingHalves: 10,
    reviewText: 'Súper cómodos para jugar muchas horas y el micrófono se escucha claro.',
  },
  {
    productTitle: 'Monitor curvo Samsung Odyssey G5 32" QHD 165 Hz',
    customerEmail: DEMO_CUSTOMER_EMAIL,
    ratingHalves: 9,
    reviewText: 'La curvatura es muy inmersiva y los colores se ven muy bien.',
  },
  {
    productTitle: 'Memoria RAM Kingston Fury Beast 32GB (2x16GB) DDR5 6000 MHz',
    customerEmail: 'andres.gomez@tecnobazar.local',
    ratingHalves: 10,
    reviewText: 'Activé el perfil EXPO y funcionó a 6000 MHz a la primera.',
  },
  {
    productTitle: 'Cable HDMI 2.1 Ugreen 8K 2 m',
    customerEmail: 'santiago.lopez@tecnobazar.local',
    ratingHalves: 6,
    reviewText: 'Funciona bien a 4K 120 Hz con la consola, pero el cable es algo rígido.',
  },
  {
    productTitle: 'Memoria USB HP v150w 16GB USB 2.0',
    customerEmail: 'valentina.martinez@tecnobazar.local',
    ratingHalves: 4,
    reviewText: 'Cumple para documentos, pero es bastante lenta para archivos grandes.',
  },
  {
    productTitle: 'Mousepad extendido Redragon Flick XL 80 x 30 cm',
    customerEmail: DEMO_CUSTOMER_EMAIL,
    ratingHalves: 8,
    reviewText: 'Cubre todo el escritorio y el mouse se desliza muy bien.',
  },
  {
    productTitle: 'Fuente de poder Corsair RM850e 850 W 80 Plus Gold modular',
    customerEmail: 'andres.gomez@tecnobazar.local',
    ratingHalves: 10,
    reviewText: 'Silenciosa y con cables modulares que facilitan el armado.',
  },
  {
    productTitle: 'Parlante Bluetooth JBL Flip 6 resistente al agua',
    customerEmail: 'valentina.martinez@tecnobazar.local',
    ratingHalves: 9,
    reviewText: 'Suena durísimo para su tamaño y la batería dura todo el día.',
  },
  {
    productTitle: 'Cámara web Logitech C920s Pro Full HD 1080p',
    customerEmail: 'santiago.lopez@tecnobazar.local',
    ratingHalves: 7,
    reviewText: 'Buena imagen con luz natural, en la noche pierde algo de nitidez.',
  },
];
