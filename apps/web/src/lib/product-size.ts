/**
 * 'FREE' is the one size every product without sizes carries (all the hardware): it tells a buyer nothing,
 * so lines show a size only when it is another one.
 */
export const hasSize = (size: string) => size !== 'FREE';
