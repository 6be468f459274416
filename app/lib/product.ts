/** The product's name: the spec writes `{product}`; every screen takes it from here. */
export const PRODUCT_NAME = "Modura";
