import { ADMIN_PROMO_TITLE } from "~/config/messages/promo";
import { Form, NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import {
  ADMIN_NAV_AUDIT,
  ADMIN_NAV_CONTENT,
  ADMIN_NAV_DELIVERY,
  ADMIN_NAV_GOODS,
  ADMIN_NAV_IMPORTS,
  ADMIN_NAV_SECTIONS,
  ADMIN_NAV_LABEL,
  ADMIN_NAV_NOTICES,
  ADMIN_NAV_ORDERS,
  ADMIN_NAV_REQUESTS,
  ADMIN_NAV_SETTINGS,
  ADMIN_NAV_STAFF,
} from "~/config/messages/admin-common";
import { ADMIN_PAGE_NEXT, ADMIN_PAGE_OF, ADMIN_PAGE_PREV } from "~/config/messages/admin-content";
import { ADMIN_PASSWORD_CHANGE_LINK, ADMIN_ROLES, ADMIN_SIGN_OUT, ADMIN_TITLE } from "~/config/messages/admin-staff";

type ShellStaff = { name: string; email: string; role: string };

/**
 * The back office's frame: a top bar with the sections and who is signed in, the page below. The sections are
 * one row of links that wraps on a phone; catalogue and content sections join the same list.
 */
export function AdminShell({ staff, children }: { staff: ShellStaff; children: ReactNode }) {
  const sections = [
    { to: "/admin/orders", label: ADMIN_NAV_ORDERS },
    { to: "/admin/requests", label: ADMIN_NAV_REQUESTS },
    { to: "/admin/sections", label: ADMIN_NAV_SECTIONS },
    { to: "/admin/goods", label: ADMIN_NAV_GOODS },
    { to: "/admin/delivery", label: ADMIN_NAV_DELIVERY },
    { to: "/admin/promo", label: ADMIN_PROMO_TITLE },
    { to: "/admin/imports", label: ADMIN_NAV_IMPORTS },
    { to: "/admin/content", label: ADMIN_NAV_CONTENT },
    { to: "/admin/settings", label: ADMIN_NAV_SETTINGS },
    { to: "/admin/notices", label: ADMIN_NAV_NOTICES },
    ...(staff.role === "admin"
      ? [
          { to: "/admin/staff", label: ADMIN_NAV_STAFF },
          { to: "/admin/audit", label: ADMIN_NAV_AUDIT },
        ]
      : []),
  ];
  return (
    <div className="admin">
      <header className="admin__bar">
        <span className="admin__title">{ADMIN_TITLE}</span>
        <nav aria-label={ADMIN_NAV_LABEL} className="admin__nav">
          {sections.map((s) => (
            <NavLink key={s.to} to={s.to} className="admin__nav-link">
              {s.label}
            </NavLink>
          ))}
        </nav>
        <Form method="post" action="/admin/logout" className="admin__who">
          <span>
            {staff.name} · {ADMIN_ROLES[staff.role]}
          </span>
          <NavLink to="/admin/password" className="admin__nav-link">
            {ADMIN_PASSWORD_CHANGE_LINK}
          </NavLink>
          <button type="submit" className="admin__button admin__button--quiet">
            {ADMIN_SIGN_OUT}
          </button>
        </Form>
      </header>
      <main className="admin__main">{children}</main>
    </div>
  );
}

/** Previous/next links that keep the filters (`page` replaced), and where the list is. */
export function AdminPager({ page, pages, search }: { page: number; pages: number; search: string }) {
  if (pages <= 1) return null;
  const href = (p: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(p));
    return `?${params.toString()}`;
  };
  return <AdminPagerLinks page={page} pages={pages} href={href} />;
}

function AdminPagerLinks({ page, pages, href }: { page: number; pages: number; href: (p: number) => string }) {
  return (
    <nav className="admin__pager" aria-label={ADMIN_PAGE_OF(page, pages)}>
      {page > 1 ? (
        <a href={href(page - 1)} rel="prev">
          {ADMIN_PAGE_PREV}
        </a>
      ) : null}
      <span>{ADMIN_PAGE_OF(page, pages)}</span>
      {page < pages ? (
        <a href={href(page + 1)} rel="next">
          {ADMIN_PAGE_NEXT}
        </a>
      ) : null}
    </nav>
  );
}
