import { z } from "zod";
import { DATA_ACCESS_ACTIONS } from "../services/admin/audit";
import { oneTimePassword } from "../services/admin/staff";
import { isAcceptablePassword } from "../services/passwords";
import { bearerToken } from "./auth";
import { readBody, validate } from "./body";
import {
  MSG_STAFF_EMAIL_INVALID,
  MSG_STAFF_NAME_REQUIRED,
  MSG_STAFF_PASSWORD_REQUIRED,
  MSG_STAFF_PASSWORD_WEAK,
  MSG_STAFF_ROLE_INVALID,
  MSG_VALUE_INVALID,
} from "./backoffice-messages";
import { recordId as id } from "./backoffice-fields";
import { paging, pagination } from "./query";
import { ok } from "./respond";
import type { Route } from "./router";
import { actorOf, requireStaff, requireStaffSession } from "./staff-auth";

const role = z.enum(["admin", "manager"], { errorMap: () => ({ message: MSG_STAFF_ROLE_INVALID }) });
const email = z.string({ required_error: MSG_STAFF_EMAIL_INVALID }).trim().max(254, MSG_STAFF_EMAIL_INVALID).email(MSG_STAFF_EMAIL_INVALID);

const signInForm = z.object({
  email,
  password: z.string({ required_error: MSG_STAFF_PASSWORD_REQUIRED }).min(1, MSG_STAFF_PASSWORD_REQUIRED).max(200, MSG_STAFF_PASSWORD_REQUIRED),
});
const newStaffForm = z.object({ email, name: z.string().trim().min(1, MSG_STAFF_NAME_REQUIRED).max(100, MSG_STAFF_NAME_REQUIRED), role });
const updateForm = z.object({
  id,
  role: role.optional(),
  disabled: z.enum(["0", "1"], { errorMap: () => ({ message: MSG_VALUE_INVALID }) }).optional(),
});
const idForm = z.object({ id });
const passwordForm = z.object({
  current: z.string({ required_error: MSG_STAFF_PASSWORD_REQUIRED }).min(1, MSG_STAFF_PASSWORD_REQUIRED).max(200, MSG_STAFF_PASSWORD_REQUIRED),
  password: z.string({ required_error: MSG_STAFF_PASSWORD_WEAK }).refine(isAcceptablePassword, MSG_STAFF_PASSWORD_WEAK),
});

/** Staff sign-in and sessions, staff management and the audit log (admins only for the last two). */
export const backofficeStaffRoutes: Route[] = [
  {
    method: "POST",
    path: "/admin/login",
    handler: async (ctx) => {
      const form = validate(signInForm, await readBody(ctx.request));
      const { token, staff } = await ctx.services.backoffice.staff.signIn({ ...form, ip: ctx.ip });
      return ok({ result: "ok", token, staff });
    },
  },
  {
    method: "POST",
    path: "/admin/logout",
    handler: async (ctx) => {
      const token = bearerToken(ctx.request);
      if (token) await ctx.services.backoffice.staff.signOut(token);
      return ok({ result: "ok" });
    },
  },
  // Answers a member who must change a one-time password too: the storefront sends them to the change form.
  { method: "GET", path: "/admin/me", handler: async (ctx) => ok({ staff: (await requireStaffSession(ctx)).staff }) },
  {
    method: "POST",
    path: "/admin/password",
    handler: async (ctx) => {
      const { staff, token } = await requireStaffSession(ctx);
      const form = validate(passwordForm, await readBody(ctx.request));
      const changed = await ctx.services.backoffice.staff.changePassword(staff.id, token, form);
      return ok({ result: "ok", staff: changed });
    },
  },
  {
    method: "GET",
    path: "/admin/staff",
    handler: async (ctx) => {
      await requireStaff(ctx, "admin");
      return ok({ staff: await ctx.services.backoffice.staff.list() });
    },
  },
  {
    method: "POST",
    path: "/admin/staff",
    handler: async (ctx) => {
      const admin = await requireStaff(ctx, "admin");
      const form = validate(newStaffForm, await readBody(ctx.request));
      const password = oneTimePassword();
      const staff = await ctx.services.backoffice.staff.create(actorOf(admin), { ...form, password, oneTime: true });
      return ok({ result: "ok", staff, password });
    },
  },
  {
    method: "POST",
    path: "/admin/staff/update",
    handler: async (ctx) => {
      const admin = await requireStaff(ctx, "admin");
      const form = validate(updateForm, await readBody(ctx.request));
      const disabled = form.disabled === undefined ? undefined : form.disabled === "1";
      const staff = await ctx.services.backoffice.staff.update(actorOf(admin), form.id, { role: form.role, disabled });
      return ok({ result: "ok", staff });
    },
  },
  {
    method: "POST",
    path: "/admin/staff/revoke",
    handler: async (ctx) => {
      const admin = await requireStaff(ctx, "admin");
      const form = validate(idForm, await readBody(ctx.request));
      await ctx.services.backoffice.staff.revokeSessions(actorOf(admin), form.id);
      return ok({ result: "ok" });
    },
  },
  {
    method: "POST",
    path: "/admin/staff/reset",
    handler: async (ctx) => {
      const admin = await requireStaff(ctx, "admin");
      const form = validate(idForm, await readBody(ctx.request));
      const password = await ctx.services.backoffice.staff.resetPassword(actorOf(admin), form.id);
      return ok({ result: "ok", password });
    },
  },
  {
    method: "GET",
    path: "/admin/audit",
    handler: async (ctx) => {
      await requireStaff(ctx, "admin");
      const { page, limit, offset } = paging(ctx.url, 50, 200);
      // `?view=access`: only the readings of shoppers' data (1C's exchange, exports, files), newest first.
      const actions = ctx.url.searchParams.get("view") === "access" ? DATA_ACCESS_ACTIONS : undefined;
      const { entries, total } = await ctx.services.backoffice.audit.list({ actions, offset, limit });
      return ok({ entries, pagination: pagination(page, limit, total) });
    },
  },
];
