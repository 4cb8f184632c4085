import { afterEach, describe, expect, it } from 'vitest';
import { keyClass, splitSelectors } from './fast-computed-style';

describe('the test setup’s getComputedStyle', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('files a selector under the class of its last compound', () => {
    expect(keyClass('.a .b:hover')).toBe('b');
    expect(keyClass('.css-1x>.MuiButton-icon')).toBe('MuiButton-icon');
    expect(keyClass('.a > *')).toBe('');
    expect(keyClass('div:not(.hidden)')).toBe('');
    expect(keyClass('.a[data-x="1 .b"]')).toBe('a');
    expect(splitSelectors('.a, .b:is(.c, .d) ,div')).toEqual(['.a', '.b:is(.c, .d)', 'div']);
  });

  it('answers display, visibility and pointer-events as jsdom does, and other properties from jsdom', () => {
    const style = document.createElement('style');
    style.textContent = `
      .hide { display: none }
      .box .inner { visibility: hidden }
      .late { display: flex } .late.hide { display: none }
      .ghost { pointer-events: none }
      .again { visibility: visible }
      @media screen { .screen-only { display: grid } }
      @media (min-width: 600px) { .wide { display: none } }
      .red { color: rgb(211, 47, 47) }
      .unset-display { display: unset }
    `;
    document.head.append(style);
    document.body.innerHTML = `
      <div class="hide" id="a"></div>
      <div class="box"><span class="inner" id="b"><em id="c" class="again"></em><i id="d"></i></span></div>
      <div class="late hide" id="e"></div>
      <div class="ghost"><button id="f">x</button></div>
      <p class="screen-only" id="g"></p>
      <p class="wide" id="h"></p>
      <span hidden id="i"></span>
      <span style="display: block; visibility: hidden" id="j"></span>
      <span class="red" id="k"></span>
      <span class="unset-display" id="l"></span>
      <span id="m" style="visibility: inherit"></span>
    `;
    const expected: Record<string, [string, string, string]> = {
      a: ['none', 'visible', 'auto'],
      b: ['inline', 'hidden', 'auto'],
      c: ['inline', 'visible', 'auto'],
      d: ['inline', 'hidden', 'auto'],
      e: ['none', 'visible', 'auto'],
      f: ['inline-block', 'visible', 'none'],
      g: ['grid', 'visible', 'auto'],
      h: ['block', 'visible', 'auto'],
      i: ['none', 'visible', 'auto'],
      j: ['block', 'hidden', 'auto'],
      k: ['inline', 'visible', 'auto'],
      l: ['inline', 'visible', 'auto'],
      m: ['inline', 'visible', 'auto'],
    };
    for (const [id, [display, visibility, pointerEvents]] of Object.entries(expected)) {
      const computed = getComputedStyle(document.getElementById(id)!);
      expect([computed.display, computed.visibility, computed.pointerEvents], id).toEqual([
        display,
        visibility,
        pointerEvents,
      ]);
      expect(computed.getPropertyValue('display'), id).toBe(display);
    }
    expect(getComputedStyle(document.getElementById('k')!).color).toBe('rgb(211, 47, 47)');
  });

  it('sees a style sheet added or removed after the first answer', () => {
    document.body.innerHTML = '<div class="later" id="x"></div>';
    const element = document.getElementById('x')!;
    expect(getComputedStyle(element).display).toBe('block');
    const style = document.createElement('style');
    style.textContent = '.later { display: none }';
    document.head.append(style);
    expect(getComputedStyle(element).display).toBe('none');
    style.remove();
    expect(getComputedStyle(element).display).toBe('block');
  });
});
