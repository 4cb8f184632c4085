/** What a seller hears when managing their products. */
export const SELLER_PRODUCT_MESSAGES = {
  categoryChain: 'La categoría no coincide con el árbol de categorías',
  unknownCategory: (slug: string) => `La categoría '${slug}' no existe`,
  imageHost: 'La imagen debe subirse a TecnoBazar',
  deleted: 'Producto eliminado',
  archived: 'El producto tiene pedidos: se archivó y ya no se muestra en la tienda',
  catalogueFields:
    'Solo la tienda que creó este producto puede cambiar su título, descripción, fotos, categoría o especificaciones',
  modelTaken:
    'Ya hay un producto con esta marca y número de modelo en el catálogo: búscalo y usa "Vender este producto"',
  noUnits: 'El producto no tiene unidades: indica la cantidad en Inventario para ponerlo en existencia',
};
