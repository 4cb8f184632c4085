/**
 * jsdom answers `getComputedStyle` by matching the element against every rule of every style sheet, and
 * MUI's emotion styles add a sheet per style: a thousand rules and more by the middle of a test. Testing
 * Library calls it for every node it looks at (a role query computes each candidate's accessible name,
 * asking whether each descendant is hidden), and user-event for every ancestor of what it clicks. That
 * was about half of the web tests' time, and what made them time out on a busy machine.
 *
 * This answers the three properties those libraries ask for (`display`, `visibility`, `pointer-events`)
 * from only the rules that can match the element: each rule is filed under the last class of its
 * selector (an element must carry that class to match), or kept with the few that name no class. The
 * cascade is jsdom's (sheet order, then the inline style; media rules only for `screen`; visibility and
 * pointer-events inherited), so the answers are the same. Any other property (a colour a test checks)
 * goes to jsdom's own answer. `FAST_COMPUTED_STYLE_CHECK=1` compares every answer with jsdom's and
 * throws on a difference.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const defaultStyleSheetCss = readFileSync(
  createRequire(import.meta.url).resolve('jsdom/lib/jsdom/browser/default-stylesheet.css'),
  'utf8',
);

type Rule = { order: number; selector: string; style: CSSStyleDeclaration };
type Fast = 'display' | 'visibility' | 'pointer-events';

const FAST: Record<Fast, { inherited: boolean; initial: string }> = {
  display: { inherited: false, initial: 'inline' },
  visibility: { inherited: true, initial: 'visible' },
  'pointer-events': { inherited: true, initial: 'auto' },
};
const camel: Record<string, Fast> = {
  display: 'display',
  visibility: 'visibility',
  pointerEvents: 'pointer-events',
  'pointer-events': 'pointer-events',
};

/** The class of a selector's last compound (`.a .b:hover` → `b`), or '' when it names none. */
export function keyClass(selector: string): string {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && (c === ' ' || c === '>' || c === '+' || c === '~')) start = i + 1;
  }
  const last = selector.slice(start).replace(/\([^)]*\)|\[[^\]]*\]/g, '');
  return /\.(-?[_a-zA-Z][\w-]*)/.exec(last)?.[1] ?? '';
}

/** Splits a selector list at its top-level commas. */
export function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts.filter(Boolean);
}

export function installFastComputedStyle(window: Window & typeof globalThis) {
  const original = window.getComputedStyle.bind(window);
  const byClass = new Map<string, Rule[]>();
  const classless: Rule[] = [];
  let indexed: CSSStyleSheet[] = [];
  let order = 0;

  const file = (rule: CSSRule) => {
    if (rule instanceof window.CSSStyleRule) {
      // jsdom works around a cssstyle defect the same way: a ';' can leak into the selector text.
      const text = rule.selectorText.split(';').pop()?.trim() ?? '';
      const style = rule.style;
      const mine = order++;
      for (const selector of splitSelectors(text)) {
        if (selector.includes('::')) continue; // pseudo-elements: jsdom leaves them out too
        const entry = { order: mine, selector, style };
        const key = keyClass(selector);
        if (!key) classless.push(entry);
        else {
          const list = byClass.get(key);
          if (list) list.push(entry);
          else byClass.set(key, [entry]);
        }
      }
    } else if (rule instanceof window.CSSMediaRule) {
      if (Array.prototype.includes.call(rule.media, 'screen')) for (const inner of rule.cssRules) file(inner);
    }
  };
  const fileSheet = (sheet: CSSStyleSheet) => {
    for (const rule of sheet.cssRules) file(rule);
  };

  // jsdom's own sheet comes first (`[hidden] { display: none }`, `div { display: block }`…).
  const defaultSheet = new window.CSSStyleSheet();
  defaultSheet.replaceSync(defaultStyleSheetCss);

  const reset = () => {
    byClass.clear();
    classless.length = 0;
    order = 0;
    indexed = [];
    fileSheet(defaultSheet);
  };
  reset();
  /**
   * Keeps the index in step with the document's sheets: emotion appends a sheet per new style (in
   * development builds, which tests run); a sheet removed or replaced starts the index again.
   */
  const sync = () => {
    const sheets = Array.from(window.document.styleSheets);
    if (sheets.length < indexed.length || indexed.some((sheet, i) => sheets[i] !== sheet)) reset();
    for (const sheet of sheets.slice(indexed.length)) fileSheet(sheet);
    indexed = sheets;
  };

  const cascaded = (element: Element, property: Fast): string => {
    const candidates = [...classless];
    for (const name of element.classList) {
      const list = byClass.get(name);
      if (list) candidates.push(...list);
    }
    candidates.sort((a, b) => a.order - b.order);
    let value = '';
    let lastOrder = -1;
    for (const rule of candidates) {
      if (rule.order === lastOrder) continue; // one rule, two of its selectors matched
      let match = false;
      try {
        match = element.matches(rule.selector);
      } catch {
        // a selector jsdom cannot read matches nothing there either
      }
      if (!match) continue;
      lastOrder = rule.order;
      const declared = rule.style.getPropertyValue(property);
      if (declared !== '' && declared !== 'unset') value = declared;
      else if (declared === 'unset') value = '';
    }
    const inline = (element as HTMLElement).style?.getPropertyValue(property) ?? '';
    if (inline !== '' && inline !== 'unset') value = inline;
    else if (inline === 'unset') value = '';
    return value;
  };

  const computed = (element: Element, property: Fast): string => {
    const { inherited, initial } = FAST[property];
    const value = cascaded(element, property);
    const parent = element.parentElement;
    if (value === 'inherit' || (value === '' && inherited) || (value === 'unset' && inherited))
      return parent ? computed(parent, property) : initial;
    if (value === '' || value === 'initial' || value === 'unset') return initial;
    return value;
  };

  const check = Boolean(globalThis.process?.env?.FAST_COMPUTED_STYLE_CHECK);

  window.getComputedStyle = (element: Element, pseudo?: string | null) => {
    if (pseudo) return original(element, pseudo);
    let full: CSSStyleDeclaration | undefined;
    const jsdom = () => {
      full ??= original(element);
      return full;
    };
    const fast = (property: Fast) => {
      sync();
      const value = computed(element, property);
      if (check && value !== jsdom().getPropertyValue(property))
        throw new Error(
          `fast getComputedStyle: ${property} of ${element.outerHTML.slice(0, 200)} is '${value}', jsdom says '${jsdom().getPropertyValue(property)}'`,
        );
      return value;
    };
    return new Proxy({} as CSSStyleDeclaration, {
      get(_target, key) {
        if (typeof key === 'string' && key in camel) return fast(camel[key] as Fast);
        if (key === 'getPropertyValue')
          return (property: string) =>
            property in camel ? fast(camel[property] as Fast) : jsdom().getPropertyValue(property);
        const value = Reflect.get(jsdom(), key);
        return typeof value === 'function' ? value.bind(jsdom()) : value;
      },
    });
  };
}
