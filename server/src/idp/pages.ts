// The provider's pages, plain and self-contained: no scripts or assets from elsewhere (the sign-in page must work
// on a machine with no internet).

/** The product name the pages show (spec 1). */
export const PRODUCT_NAME = 'BESS Portal';
/** The message of a failed sign-in. */
export const WRONG_CREDENTIALS = 'Wrong e-mail or password';

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { width: min(22rem, calc(100vw - 2rem)); padding: 2rem; border: 1px solid #8884; border-radius: 8px; }
  h1 { margin: 0 0 1.5rem; font-size: 1.5rem; text-align: center; }
  label { display: block; margin: 1rem 0 0.25rem; font-weight: 600; }
  input { box-sizing: border-box; width: 100%; padding: 0.6rem; font: inherit; border: 1px solid #888;
    border-radius: 4px; }
  input:focus, button:focus { outline: 3px solid #1677ff; outline-offset: 1px; }
  button { margin-top: 1.5rem; width: 100%; padding: 0.7rem; font: inherit; font-weight: 600; color: #fff;
    background: #1668dc; border: 0; border-radius: 4px; cursor: pointer; }
  button:hover { background: #0958d9; }
  .error { margin: 0 0 1rem; padding: 0.6rem; color: #a8071a; background: #fff1f0; border: 1px solid #ffa39e;
    border-radius: 4px; }
  p { line-height: 1.5; }
`;

/** A whole page around `body`, with the heading. */
export function page(title: string, body: string, options: { script?: string } = {}): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - ${PRODUCT_NAME}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${PRODUCT_NAME}</h1>
${body}
</main>${options.script ? `\n<script>${options.script}</script>` : ''}
</body>
</html>`;
}

/** The sign-in form of an interaction; `error` shows above the fields and is announced by screen readers. */
export function loginPage(options: { action: string; email?: string; error?: string }): string {
  const error = options.error
    ? `<p class="error" id="signin-error" role="alert">${escapeHtml(options.error)}</p>\n`
    : '';
  const describedBy = options.error ? ' aria-describedby="signin-error" aria-invalid="true"' : '';
  return page(
    'Sign in',
    `${error}<form method="post" action="${escapeHtml(options.action)}" novalidate>
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required${describedBy} value="${escapeHtml(options.email)}"${options.email ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}${options.email ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>`,
  );
}

/** A short message page (errors, signed out, the start page). */
export function messagePage(title: string, paragraphs: string[]): string {
  return page(title, paragraphs.map((p) => `<p>${p}</p>`).join('\n'));
}
