import { prepareDemoShopTemplates } from "../backend/db/test-database";

/** Once per test run: the demo shops the backend test files copy instead of migrating and seeding their own. */
export default function setup(): Promise<() => Promise<void>> {
  return prepareDemoShopTemplates();
}
