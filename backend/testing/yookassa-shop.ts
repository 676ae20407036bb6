import { startOrdersBackend, type OrdersTestBackend, type StaffAccount } from "./orders-test-kit";
import { startYookassaStub, stubYookassaPayment, type YookassaStub } from "./yookassa-stub";

/**
 * The shop at https://shop.example paid through a fresh YooKassa stub, with a manager signed into the back office:
 * for the contract tests of what a manager does to a paid order (edits, refunds, shipments).
 */
export interface YookassaShop {
  shop: OrdersTestBackend;
  yookassa: YookassaStub;
  /** The manager's call of `/api{path}`: a GET, or a POST of `json`. */
  api(path: string, json?: unknown): Promise<Response>;
  close(): Promise<void>;
}

export async function startYookassaShop(manager: StaffAccount): Promise<YookassaShop> {
  const yookassa = await startYookassaStub();
  const shop = await startOrdersBackend({ publicUrl: "https://shop.example", payment: stubYookassaPayment(yookassa.apiUrl) });
  await shop.addStaff(manager);
  const token = await shop.staffSignIn(manager.email, manager.password);
  return {
    shop,
    yookassa,
    api: (path, json) => shop.call(path, { json, token }),
    async close() {
      await shop.close();
      await yookassa.close();
    },
  };
}
