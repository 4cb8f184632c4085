/** At or below this many units a product counts as low on stock (issue 9: highlighted in Inventario). */
export const LOW_STOCK = 5;
