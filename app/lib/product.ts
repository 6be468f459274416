/** The product's name, which docs/product.md writes `{product}`: every screen takes it from here. */
export const PRODUCT_NAME = "Modura";
