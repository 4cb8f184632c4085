import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// The page styles of this test: the kinds of selectors MUI and the browser's default sheet use, several
// written so that a filter reading them wrongly would skip a rule that applies.
const PAGE = `
<style>
  .css-a1 { display: none }
  .css-b2:hover, .css-b2.Mui-disabled { visibility: hidden }
  .css-c3 .MuiChip-icon { display: inline-flex }
  .css-d4 > li:first-child { visibility: hidden }
  ul li.item ~ li { color: rgb(200, 0, 0) }
  :is(.p, .q) { display: grid }
  div:not(.skip) > span { pointer-events: none }
  [data-state="open" i] { display: flex }
  input[type="checkbox"] { visibility: collapse }
  [ hidden ] { display: none }
  a:link { color: rgb(0, 0, 255) }
  *, *::before { visibility: inherit }
</style>
<div class="css-a1">a</div>
<div class="css-b2 Mui-disabled">b</div>
<div class="css-c3"><svg class="MuiChip-icon"></svg><span>c</span></div>
<ul class="css-d4"><li>1</li><li class="item">2</li><li>3</li></ul>
<p class="q">q</p><div class="skip"><span>s</span></div><div><span>t</span></div>
<section data-state="OPEN">o</section><input type="checkbox"><p hidden>h</p><a href="/x">x</a>`;

// A window of its own, as jsdom makes it, untouched by src/test/setup.ts.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: Window };
};

const PROPERTIES = ['display', 'visibility', 'pointer-events', 'color'] as const;

function computed(window: Window) {
  return [...window.document.body.querySelectorAll('*')].map((element) => {
    const style = window.getComputedStyle(element);
    return PROPERTIES.map(
      (property) => `${element.outerHTML.slice(0, 30)} ${property}: ${style.getPropertyValue(property)}`,
    );
  });
}

describe('the faster getComputedStyle of the web tests (src/test/fast-styles.ts)', () => {
  it("answers what jsdom's own answers for every element and selector kind", () => {
    document.body.innerHTML = PAGE;
    const pristine = new JSDOM(`<!doctype html><body>${PAGE}</body>`).window;
    expect(computed(window)).toEqual(computed(pristine));
    expect(window.getComputedStyle(document.querySelector('.css-a1')!).display).toBe('none');
  });
});
