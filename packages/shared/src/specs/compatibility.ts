/**
 * The parts check (issue 34): rules as data (compatibility-rules.ts, build-rules.ts) run over a cart or a
 * build. A rule that finds a clash gives a warning; a rule that cannot run because a part lacks the data it
 * needs gives a note ('No pudimos comprobar …'), so a part is never called compatible silently.
 */
import { BUILD_RULES } from './build-rules.ts';
import {
  type Checked,
  type CompatibilityPart,
  type CompatibilityWarning,
  missingKeys,
  uncheckedNote,
} from './compatibility-core.ts';
import { COMPATIBILITY_RULES, type PairRule } from './compatibility-rules.ts';

export { BUILD_RULES } from './build-rules.ts';
export type { CompatibilityPart, CompatibilityWarning } from './compatibility-core.ts';
export { COMPATIBILITY_RULES, type PairRule as CompatibilityRule } from './compatibility-rules.ts';

/** The pairs (or groups against one part) a two-category rule checks, and the notes where data is missing. */
function* pairChecks(rule: PairRule, parts: readonly CompatibilityPart[]): Generator<Checked> {
  const side = (i: 0 | 1) =>
    parts.filter((p) => p.level2 === rule.between[i] && (rule.applies?.[i]?.(p) ?? true));
  const firsts = side(0);
  if (firsts.length === 0) return;
  for (const b of side(1)) {
    const bLacks = missingKeys(b, rule.needs[1]);
    const lacking = firsts.map((a) => ({ part: a, keys: missingKeys(a, rule.needs[0]) }));
    const ready = lacking.filter((l) => l.keys.length === 0).map((l) => l.part);
    for (const l of lacking) {
      const missing = [
        ...(l.keys.length > 0 ? [l] : []),
        ...(bLacks.length > 0 ? [{ part: b, keys: bLacks }] : []),
      ];
      if (missing.length > 0) yield uncheckedNote(rule.id, rule.label, [l.part, b], missing);
    }
    if (bLacks.length > 0 || ready.length === 0) continue;
    const groups = rule.scope === 'all' ? [ready] : ready.map((a) => [a]);
    for (const group of groups) {
      const message = rule.scope === 'all' ? rule.check(group, b) : rule.check(group[0]!, b);
      yield { ruleId: rule.id, productIds: [...new Set([...group.map((p) => p.id), b.id])], message };
    }
  }
}

/** Every check the rules can make on these parts, in rule and cart order: pairs first, then the whole build. */
function* checks(parts: readonly CompatibilityPart[]): Generator<Checked> {
  for (const rule of COMPATIBILITY_RULES) yield* pairChecks(rule, parts);
  for (const rule of BUILD_RULES) yield* rule.run(parts);
}

// The same product can sit on two cart lines (two sellers): one warning per rule and set of products; one
// note per rule and text (a board without its socket is said once, however many processors meet it).
function noticesOf(found: Iterable<Checked>, unchecked: boolean): CompatibilityWarning[] {
  const byKey = new Map<string, CompatibilityWarning>();
  for (const c of found) {
    const key = `${c.ruleId}:${unchecked ? c.message : c.productIds.join(',')}`;
    if (c.message !== null && Boolean(c.unchecked) === unchecked && !byKey.has(key))
      byKey.set(key, { ruleId: c.ruleId, message: c.message, productIds: c.productIds });
  }
  return [...byKey.values()];
}

/** The clashes among a cart's parts, deduplicated, in rule order then cart order. */
export function checkCompatibility(parts: readonly CompatibilityPart[]): CompatibilityWarning[] {
  return noticesOf(checks(parts), false);
}

/** How a set of parts fits: its clashes, and the checks that could not run for want of data. */
export function compatibilityReport(parts: readonly CompatibilityPart[]) {
  const found = [...checks(parts)];
  return { warnings: noticesOf(found, false), unchecked: noticesOf(found, true) };
}

export type CompatibilityStatus = 'compatible' | 'warning' | 'unchecked' | 'unrelated';

/**
 * How a product fits the cart, for its page: 'unrelated' when no rule relates it to anything in the cart
 * (the page shows nothing); 'warning' when something clashes; 'unchecked' when nothing clashes but a check
 * could not run; 'compatible' only when every check ran and passed. The candidate joins the cart unless it
 * is already in it.
 */
export function compatibilityWith(
  candidate: CompatibilityPart,
  cart: readonly CompatibilityPart[],
): { status: CompatibilityStatus; warnings: CompatibilityWarning[]; unchecked: CompatibilityWarning[] } {
  const parts = cart.some((p) => p.id === candidate.id) ? cart : [...cart, candidate];
  const related = [...checks(parts)].filter((c) => c.productIds.includes(candidate.id));
  const warnings = noticesOf(related, false);
  const unchecked = noticesOf(related, true);
  return { status: statusOf(related.length > 0, warnings, unchecked), warnings, unchecked };
}

export function statusOf(
  related: boolean,
  warnings: readonly unknown[],
  unchecked: readonly unknown[],
): CompatibilityStatus {
  if (!related) return 'unrelated';
  if (warnings.length > 0) return 'warning';
  return unchecked.length > 0 ? 'unchecked' : 'compatible';
}

/**
 * Every spec key a rule may read of a product of this level-2 category: what a pair rule needs of that side
 * and what its `applies` and `check` read besides, and what the build rules read. Two products alike on
 * these keys fit any set of parts alike (compatibility-keys.test.ts), so a listing can check each distinct
 * combination once instead of each product ("Compatible con tu armado").
 */
export function compatibilityKeys(level2: string): string[] {
  const keys = new Set<string>();
  for (const rule of COMPATIBILITY_RULES)
    for (const side of [0, 1] as const)
      if (rule.between[side] === level2)
        for (const key of [...rule.needs[side], ...(rule.reads?.[side] ?? [])]) keys.add(key);
  for (const rule of BUILD_RULES) for (const key of rule.reads[level2] ?? []) keys.add(key);
  return [...keys].sort();
}
