/** What the shopper reads when the cart refuses a change (Spanish, shown as the error's message). */
export const CART_MESSAGES = {
  itemNotFound: 'Artículo no encontrado en tu carrito',
  unavailable: 'Este producto no está disponible por ahora.',
  sizeUnavailable: 'Esta talla no está disponible para este producto.',
  tooMany: (max: number) =>
    max === 1
      ? 'Solo puedes llevar 1 unidad de este producto.'
      : `Solo puedes llevar ${max} unidades de este producto.`,
  empty: 'El carrito está vacío.',
};
