// A small method + path router. Paths are regular expressions whose groups become `params`; a path that
// exists with another method gives the methods allowed, so the server can answer 405 rather than 404.

export interface Match<R> {
  route: R;
  params: string[];
}

export interface RouteShape {
  method: string;
  pattern: RegExp;
}

export type MatchResult<R> = { found: Match<R> } | { allowed: string[] } | { notFound: true };

export class Router<R extends RouteShape> {
  private readonly routes: R[] = [];

  add(...routes: R[]): this {
    this.routes.push(...routes);
    return this;
  }

  match(method: string, pathname: string): MatchResult<R> {
    const allowed: string[] = [];
    for (const route of this.routes) {
      const result = route.pattern.exec(pathname);
      if (!result) continue;
      if (route.method === method || (method === "HEAD" && route.method === "GET")) {
        return { found: { route, params: result.slice(1).map(safeDecode) } };
      }
      allowed.push(route.method);
    }
    return allowed.length > 0 ? { allowed } : { notFound: true };
  }
}

function safeDecode(part: string | undefined): string {
  if (part === undefined) return "";
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
