// A plain HTML page frame for the emulator's few human-facing pages (sign-in, consent, payment
// authentication). Everything interpolated into a page goes through escapeHtml.

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: "Segoe UI", system-ui, sans-serif; margin: 0; background: #f3f2f1; color: #201f1e; }
  main { max-width: 26rem; margin: 2rem auto; background: #fff; padding: 1.5rem 2rem; border-radius: 4px; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
  h1 { font-size: 1.3rem; font-weight: 600; }
  label { display: block; margin: .8rem 0 .2rem; font-weight: 600; }
  input[type=email], input[type=password] { width: 100%; box-sizing: border-box; padding: .45rem; border: 1px solid #8a8886; border-radius: 2px; }
  button { margin: 1rem .5rem 0 0; padding: .45rem 1.2rem; border-radius: 2px; border: 1px solid #8a8886; background: #fff; cursor: pointer; }
  button[value=allow], button[value=approve] { background: #0f6cbd; border-color: #0f6cbd; color: #fff; }
  .error { color: #a4262c; font-weight: 600; }
  .note { color: #605e5c; font-size: .85rem; }
  ul.scopes { padding-left: 1.2rem; }
</style>
</head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body>
</html>
`;
}
