/** What the home page's admin is told, shared by the tiles and the deals. */
export const HOME_MESSAGES = {
  categoryNotFound: 'Categoría no encontrada',
  dealNotFound: 'Oferta no encontrada',
  dealExists: 'Ya hay una oferta para esta categoría: edítala en la pestaña Oferta.',
  unknownCategory: (slug: string) => `La categoría '${slug}' no existe`,
  imageHost: 'La imagen debe subirse a TecnoBazar',
  notDealCategory: 'La oferta debe usar una categoría de la sección de ofertas',
  categoryUpdated: 'Categoría actualizada',
  dealDeleted: 'Oferta eliminada',
  dealNotReached: (name: string, discount: number, best: number) =>
    // A no-break space keeps '16 %' together where the message wraps.
    `Ningún producto de ${name} llega al ${discount}\u00a0% de descuento: el mejor descuento de la categoría hoy es ${best}\u00a0%.`,
  dealWithoutProducts: (name: string) =>
    `${name} no tiene productos a la venta: la oferta no llevaría a ninguno.`,
};
