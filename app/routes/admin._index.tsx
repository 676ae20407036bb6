import { redirect } from "@remix-run/node";

/** The back office opens on the orders. */
export const loader = () => redirect("/admin/orders");
