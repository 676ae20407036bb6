import type { ServiceCode } from "../db/schema-services";
import type { Building } from "./delivery-services";
import { liftWords } from "./courier-address";

/**
 * A service line's name as the receipt, the letters, the back office and 1C show it: «Подъём на этаж: 7 этаж,
 * без лифта», «Сборка: Диван Лофт», «Вывоз старой мебели».
 */
export function serviceLineName(title: string, code: ServiceCode, goodName: string, building: Building): string {
  if (code === "assembly") return `${title}: ${goodName}`;
  if (code === "lift" && building.floor !== null) return `${title}: ${building.floor} этаж, ${liftWords(building.lift)}`;
  return title;
}
