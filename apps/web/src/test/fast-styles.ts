/**
 * jsdom's getComputedStyle is where the web tests spent a third of their time: Testing Library asks for it
 * on nearly every element of each role query (visibility, accessible names), and each call
 * - tries every CSS rule on the page against the element through a full selector engine: the browser's
 *   default sheet (about 130 rules) plus one rule per MUI style (300–600 on a page), and
 * - resolves 15 properties, 11 of them colours, though the caller reads one or two (display, visibility).
 * These two replacements answer exactly what jsdom answers, with less work. Each reaches into jsdom's
 * internals and leaves jsdom as it is when they are not what it expects.
 */
import { createRequire } from 'node:module';

type ElementImpl = {
  localName: string;
  classList: { contains(name: string): boolean };
  hasAttributeNS(namespace: null, name: string): boolean;
};
type Check = (selector: string, element: ElementImpl) => { match: boolean; pseudoElement: unknown };
type MayMatch = (element: ElementImpl) => boolean;

const NO_MATCH = { match: false, pseudoElement: null };

/** Splits at top-level occurrences of `at`: outside parentheses, brackets and quotes. */
function splitTopLevel(text: string, at: (char: string) => boolean): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0 && at(char)) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** The index just past the group that opens at `start` ('(' or '['), skipping quoted text. */
function endOfGroup(text: string, start: number): number {
  let depth = 0;
  let quote = '';
  for (let i = start; i < text.length; i++) {
    const char = text[i] as string;
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    else if ((char === ')' || char === ']') && --depth === 0) return i + 1;
  }
  return text.length;
}

/**
 * What an element needs to match one complex selector: the tag, classes and attributes its subject (last
 * compound) names outside pseudo-classes. `:not(.x)` and the like say nothing here.
 */
function subjectFilter(complex: string): MayMatch {
  const subject =
    splitTopLevel(complex.trim(), (char) => /[\s>+~]/.test(char))
      .filter(Boolean)
      .at(-1) ?? '';
  const tag = /^[a-zA-Z][\w-]*/.exec(subject)?.[0].toLowerCase();
  const classes: string[] = [];
  const attributes: string[] = [];
  const name = (from: number) => /^\s*([\w-]*)/.exec(subject.slice(from))?.[1] ?? '';
  for (let i = 0; i < subject.length; ) {
    const char = subject[i];
    if (char === '.') {
      const className = name(i + 1);
      if (className) classes.push(className);
      i += 1 + className.length;
    } else if (char === '[') {
      if (name(i + 1)) attributes.push(name(i + 1));
      i = endOfGroup(subject, i);
    } else if (char === '(') i = endOfGroup(subject, i);
    else i++;
  }
  return (element) =>
    (tag === undefined || element.localName.toLowerCase() === tag) &&
    classes.every((className) => element.classList.contains(className)) &&
    attributes.every((attribute) => element.hasAttributeNS(null, attribute));
}

function compile(selector: string): MayMatch {
  // Escapes and namespaces are left to the engine.
  if (/[\\{}|]/.test(selector)) return () => true;
  const alternatives = splitTopLevel(selector, (char) => char === ',').map(subjectFilter);
  return (element) => alternatives.some((mayMatch) => mayMatch(element));
}

/** jsdom's object behind one of its DOM objects. */
function implOf<T>(wrapper: object): T | undefined {
  const impl = Object.getOwnPropertySymbols(wrapper).find((symbol) => symbol.description === 'impl');
  return impl && (wrapper as Record<symbol, T>)[impl];
}

/**
 * A selector whose subject names a tag or a class the element lacks cannot match it: that cheap test goes
 * in front of the selector engine. Anything else, or anything it does not parse, goes to the engine.
 */
function filterStyleRules(document: Document) {
  const engine = implOf<{ _domSelector?: { check?: Check } }>(document)?._domSelector;
  if (!engine?.check) return; // another jsdom: leave it as it is
  const check = engine.check.bind(engine);
  const compiled = new Map<string, MayMatch>();
  engine.check = (selector, element) => {
    let mayMatch = compiled.get(selector);
    if (!mayMatch) {
      mayMatch = compile(selector);
      compiled.set(selector, mayMatch);
    }
    return mayMatch(element) ? check(selector, element) : NO_MATCH;
  };
}

type StyleRules = {
  propertiesWithResolvedValueImplemented: Record<string, unknown>;
  getResolvedValue(element: unknown, property: string): string;
};

/**
 * getComputedStyle that works out only what is read. The properties jsdom resolves itself (display,
 * visibility, pointer-events and 12 colours: all that Testing Library and user-event read) come from
 * jsdom's own resolver for that one property; anything else is read from jsdom's full answer.
 */
function resolveStylesOnRead(window: Window & typeof globalThis) {
  let rules: StyleRules;
  try {
    rules = createRequire(import.meta.url)('jsdom/lib/jsdom/living/helpers/style-rules.js');
  } catch {
    return;
  }
  const resolved = new Map<string, string>();
  for (const property of Object.keys(rules.propertiesWithResolvedValueImplemented)) {
    resolved.set(property, property);
    resolved.set(
      property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      property,
    );
  }
  const full = window.getComputedStyle.bind(window);

  window.getComputedStyle = (element, pseudoElement) => {
    const target = implOf(element);
    if (pseudoElement || !target) return full(element, pseudoElement);
    let whole: CSSStyleDeclaration | undefined;
    const wholeStyle = () => {
      whole ??= full(element);
      return whole;
    };
    const read = (name: string) => {
      const property = resolved.get(name);
      return property ? rules.getResolvedValue(target, property) : wholeStyle().getPropertyValue(name);
    };
    return new Proxy(Object.create(window.CSSStyleDeclaration.prototype) as CSSStyleDeclaration, {
      get(_, key) {
        if (key === 'getPropertyValue') return read;
        if (typeof key === 'string' && resolved.has(key)) return read(key);
        const style = wholeStyle();
        const value = Reflect.get(style, key, style);
        return typeof value === 'function' ? value.bind(style) : value;
      },
      set: () => false, // a computed style is read-only, as in browsers
    });
  };
}

export function speedUpComputedStyles(window: Window & typeof globalThis) {
  filterStyleRules(window.document);
  resolveStylesOnRead(window);
}
