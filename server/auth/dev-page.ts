/** The development issuer's sign-in page: plain, accessible HTML, no script. */
import { escapeHtml, hiddenInputs } from './form-post.ts';

export function devSignInPage(params: Record<string, string>, error?: string) {
  const hidden = hiddenInputs(params);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development sign-in · Pods</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;background:#0b0d12;color:#eef0f5;display:grid;place-items:center;min-height:100vh;margin:0}
main{width:min(360px,90vw);padding:24px;border:1px solid #2a2f3a;border-radius:16px;background:#141821}
h1{font-size:1.4rem;margin:0 0 8px}p{color:#b8bfcc;margin:0 0 16px}label{display:block;margin-bottom:4px}
input[type=email]{box-sizing:border-box;width:100%;padding:12px;border-radius:10px;border:1px solid #4a5263;background:#0b0d12;color:inherit;font-size:16px}
button{margin-top:16px;width:100%;min-height:44px;border:0;border-radius:10px;background:#6d4aff;color:#fff;font-size:16px;font-weight:600}
.error{color:#ff8a8a}
</style></head>
<body><main>
<h1>Development sign-in</h1>
<p>This issuer only runs on development servers. Any email signs you in as that person.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="authorize">${hidden}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required autofocus>
<button type="submit">Continue</button>
</form></main></body></html>`;
}
