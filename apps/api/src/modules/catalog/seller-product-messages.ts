/** What a seller hears when managing their products. */
export const SELLER_PRODUCT_MESSAGES = {
  categoryChain: 'La categoría no coincide con el árbol de categorías',
  unknownCategory: (slug: string) => `La categoría '${slug}' no existe`,
  imageHost: 'La imagen debe subirse a TecnoBazar',
  deleted: 'Producto eliminado',
  archived: 'El producto tiene pedidos: se archivó y ya no se muestra en la tienda',
  noUnits: 'El producto no tiene unidades: indica la cantidad en Inventario para ponerlo en existencia',
};
