// /v3/users/me, /v3/extractors, /v3/translation-languages and /v3/credits/topup.
import { EXTRACTORS, LANGUAGES } from "../catalog";
import { readForm } from "../forms";
import { json, type Reply } from "../http";
import { topUp } from "../topup";
import { userObject } from "../views";
import { GENERIC_FAILURE, type ApiContext, type ApiRoute } from "./route";

function me(ctx: ApiContext): Reply {
  return json(200, userObject(ctx.principal.account));
}

function extractors(): Reply {
  return json(200, { extractors: EXTRACTORS.map(({ id, name, description }) => ({ id, name, description })) });
}

function languages(): Reply {
  return json(200, { languages: LANGUAGES.map(({ code, label }) => ({ code, label })) });
}

async function topUpRoute(ctx: ApiContext): Promise<Reply> {
  let amount: string | undefined;
  try {
    const value = (await readForm(ctx.req, 64 * 1024)).get("amount");
    amount = typeof value === "string" ? value : undefined;
  } catch {
    // An unreadable or non-form body has no amount; the denomination rule answers it.
    amount = undefined;
  }
  const { services: s, principal } = ctx;
  const result = topUp(principal.account, amount, s.clock.now(), s.payments, ctx.origin);
  s.accounts.touch(principal.account);
  return json(200, result);
}

export const accountRoutes: ApiRoute[] = [
  {
    method: "GET",
    pattern: /^\/v3\/users\/me\/?$/,
    name: "GET /users/me",
    permission: "account",
    invalidTokenStatus: 401,
    failure: GENERIC_FAILURE,
    handle: me,
  },
  {
    method: "GET",
    pattern: /^\/v3\/extractors\/?$/,
    name: "GET /extractors",
    permission: "account",
    invalidTokenStatus: 401,
    failure: GENERIC_FAILURE,
    handle: extractors,
  },
  {
    method: "GET",
    pattern: /^\/v3\/translation-languages\/?$/,
    name: "GET /translation-languages",
    permission: "account",
    invalidTokenStatus: 401,
    failure: GENERIC_FAILURE,
    handle: languages,
  },
  {
    method: "POST",
    pattern: /^\/v3\/credits\/topup\/?$/,
    name: "POST /credits/topup",
    permission: "write",
    invalidTokenStatus: 403,
    failure: { code: "payment_error", message: "The purchase may not have gone through. Check your balance before trying again." },
    handle: topUpRoute,
  },
];
