/**
 * compatibilityKeys is complete (the listing's "Compatible con tu armado" facet relies on it): parts whose
 * specs keep only those keys get the very same report, and a candidate the very same fit to a build, as the
 * full parts. Parts are drawn at random from every attribute's allowed values.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildWith, fitKeys, fitWithBuild } from '../schemas/builds.ts';
import { CPU_SOCKETS, type SpecAttribute, specAttributesOf } from './attributes.ts';
import {
  BUILD_RULES,
  COMPATIBILITY_RULES,
  type CompatibilityPart,
  compatibilityKeys,
  compatibilityReport,
} from './compatibility.ts';
import type { SpecValue } from './specs.ts';

/** Every category a rule reads, and one no rule does. */
const LEVEL2S = [
  ...new Set([
    ...COMPATIBILITY_RULES.flatMap((r) => r.between),
    ...BUILD_RULES.flatMap((r) => Object.keys(r.reads)),
  ]),
  'keyboards',
];

/** A value the attribute allows; numbers around a few round points so that comparisons go both ways. */
function allowedValue(attribute: SpecAttribute): fc.Arbitrary<SpecValue> {
  switch (attribute.type) {
    case 'enum':
      return fc.constantFrom(...attribute.options);
    case 'boolean':
      return fc.boolean();
    case 'number': {
      const { min, max } = attribute;
      const points = [min, max, Math.round((min + max) / 2), Math.round(min + (max - min) / 8)];
      return fc.oneof(fc.constantFrom(...points), fc.integer({ min: Math.ceil(min), max: Math.floor(max) }));
    }
    case 'text':
      // A cooler's sockets are a list; any other text is free.
      return attribute.key === 'sockets'
        ? fc.subarray([...CPU_SOCKETS, 'LGA115x']).map((s) => s.join(', '))
        : fc.string({ maxLength: 8 });
  }
}

/** Some of the category's attributes, each with an allowed value. */
const specsOf = (level2: string) =>
  fc
    .record(
      Object.fromEntries(specAttributesOf(level2).map((a) => [a.key, allowedValue(a)])) as Record<
        string,
        fc.Arbitrary<SpecValue>
      >,
      { requiredKeys: [] },
    )
    .map((specs) => specs as CompatibilityPart['specs']);

const partArb = (id: number) =>
  fc.constantFrom(...LEVEL2S).chain((level2) =>
    fc.record({
      id: fc.constant(id),
      title: fc.constant(`Parte ${id}`),
      level2: fc.constant(level2),
      specs: specsOf(level2),
      quantity: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
    }),
  );
const partsArb = fc
  .integer({ min: 1, max: 10 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => partArb(i + 1))));

const projected = (part: CompatibilityPart, keys: (level2: string) => string[]): CompatibilityPart => {
  const kept = keys(part.level2);
  return { ...part, specs: Object.fromEntries(Object.entries(part.specs).filter(([k]) => kept.includes(k))) };
};

describe('compatibilityKeys', () => {
  it('keeps every key the rules read: a report on the projected parts equals the report on the full ones', () => {
    fc.assert(
      fc.property(partsArb, (parts) => {
        expect(compatibilityReport(parts.map((p) => projected(p, compatibilityKeys)))).toEqual(
          compatibilityReport(parts),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it("keeps what a candidate's fit to a build depends on, its slot included (fitKeys)", () => {
    fc.assert(
      fc.property(partsArb, partArb(100), (build, candidate) => {
        const alike = projected(candidate, fitKeys);
        expect(fitWithBuild(alike, build)).toBe(fitWithBuild(candidate, build));
        expect(compatibilityReport(buildWith(build, alike))).toEqual(
          compatibilityReport(buildWith(build, candidate).map((p) => (p === candidate ? alike : p))),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('names the keys of each side', () => {
    expect(compatibilityKeys('processors')).toEqual(['integratedGraphics', 'launchYear', 'socket', 'tdpW']);
    expect(compatibilityKeys('cooling')).toEqual(['heightMm', 'radiatorMm', 'sockets', 'type']);
    expect(compatibilityKeys('keyboards')).toEqual([]);
  });
});

describe('buildWith', () => {
  const part = (id: number, level2: string, specs: CompatibilityPart['specs'] = {}): CompatibilityPart => ({
    id,
    title: `Parte ${id}`,
    level2,
    specs,
  });
  const build = [
    part(1, 'processors'),
    part(2, 'motherboards'),
    part(3, 'ssd_drives'),
    part(4, 'cooling', { type: 'Disipador por aire' }),
  ];

  it("replaces the part of a one-part slot, joins a several-part slot's, and leaves a build part as it is", () => {
    expect(buildWith(build, part(9, 'motherboards')).map((p) => p.id)).toEqual([1, 3, 4, 9]);
    expect(buildWith(build, part(9, 'ssd_drives')).map((p) => p.id)).toEqual([1, 2, 3, 4, 9]);
    expect(buildWith(build, part(2, 'motherboards')).map((p) => p.id)).toEqual([1, 2, 3, 4]);
    // Cooling fills two slots by type: a liquid cooler replaces the air one, a case fan joins.
    expect(buildWith(build, part(9, 'cooling', { type: 'Refrigeración líquida' })).map((p) => p.id)).toEqual([
      1, 2, 3, 9,
    ]);
    expect(buildWith(build, part(9, 'cooling', { type: 'Ventilador de gabinete' })).map((p) => p.id)).toEqual(
      [1, 2, 3, 4, 9],
    );
  });
});
