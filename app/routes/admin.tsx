import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { AdminShell } from "~/components/admin/AdminShell";
import { Toaster } from "~/components/layout/Toaster";
import { useRootData } from "~/components/layout/root-data";
import { ADMIN_ERROR, ADMIN_NOT_FOUND } from "~/config/messages/admin-common";
import { ADMIN_FORBIDDEN, ADMIN_TITLE } from "~/config/messages/admin-staff";
import { requireStaff } from "~/server/admin/staff-session.server";
import adminStyles from "~/styles/admin.css";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { staff } = await requireStaff(request, context);
  return { staff };
}

export const links = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: MetaFunction = () => [{ title: ADMIN_TITLE }, { name: "robots", content: "noindex, nofollow" }];

/** Every /admin page but the sign-in: a staff session is required, checked with the backend on each request. */
export default function AdminLayout() {
  const { staff } = useLoaderData<typeof loader>();
  const root = useRootData();
  return (
    <AdminShell staff={staff}>
      <Outlet />
      <Toaster flash={root?.toast ?? null} />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="admin__main">
      <h1>{status === 403 ? ADMIN_FORBIDDEN : status === 404 ? ADMIN_NOT_FOUND : ADMIN_ERROR}</h1>
    </main>
  );
}
