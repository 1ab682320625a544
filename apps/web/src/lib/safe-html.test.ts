import { describe, expect, it } from 'vitest';
import { html } from './safe-html';

describe('html', () => {
  it('escapes every value, in text and in an attribute alike', () => {
    const typed = `"><script>alert('x')</script> & co`;
    expect(html`<p title="${typed}">${typed}</p>`.markup).toBe(
      '<p title="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; co">&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; co</p>',
    );
  });

  it('writes its own markup, alone or in a list, as it is, and numbers as text', () => {
    const items = ['<b>', 'b'].map((item) => html`<li>${item}</li>`);
    expect(html`<ul>${items}</ul>${html`<hr>`}${42}`.markup).toBe('<ul><li>&lt;b&gt;</li><li>b</li></ul><hr>42');
  });
});
