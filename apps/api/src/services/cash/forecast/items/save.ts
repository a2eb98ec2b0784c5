/** The write side of the forecast's lines ('Editer une ligne prévisionnelle', '+ ajouter', the bank balance). */
export { getForecastItem, listForecastItems } from "./read";
export { updateForecastItem } from "./update";
export { createForecastItem, deleteForecastItem, setBankBalance } from "./write";
