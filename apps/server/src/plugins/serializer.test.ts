import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileZodSerializer, createSerializerCompiler, simplifyForSerializer } from './serializer';

const row = z.object({
  id: z.uuid(),
  name: z.string(),
  imo: z.string().nullable(),
  speed: z.number().nullable(),
  count: z.number().int(),
  state: z.enum(['DRAFT', 'SENT']),
  flags: z.array(z.string()),
  note: z.string().optional(),
  totals: z.record(z.string(), z.number()),
  kind: z.literal('report'),
});
const page = z.object({
  data: z.array(row),
  page: z.object({ total: z.number().int(), next: z.string().nullable() }),
});

const sample = {
  id: '7f0f7a52-3c43-4f7e-9d55-1a2b3c4d5e6f',
  name: 'Keel Aurora "North"\n',
  imo: null,
  speed: 12.5,
  count: 3,
  state: 'SENT' as const,
  flags: ['gap', 'duplicate'],
  totals: { HFO: 21.4, MGO: 0 },
  kind: 'report' as const,
};

describe('compiled response serializer', () => {
  it('writes what zod + JSON.stringify write, for nullable, optional, enum, array, record and literal fields', () => {
    const write = compileZodSerializer(page)!;
    expect(write).toBeTypeOf('function');
    const body = {
      data: [sample, { ...sample, imo: '9074729', speed: null, note: 'ok' }],
      page: { total: 2, next: null },
    };
    expect(JSON.parse(write(body))).toEqual(JSON.parse(JSON.stringify(page.parse(body))));
  });

  it('drops fields the schema does not declare, so a forgotten secret never reaches the wire', () => {
    const write = compileZodSerializer(row)!;
    const out = JSON.parse(write({ ...sample, passwordHash: '$argon2id$secret' }));
    expect(out).not.toHaveProperty('passwordHash');
    expect(out.name).toBe(sample.name);
  });

  it('leaves schemas JSON Schema cannot express to zod', () => {
    expect(compileZodSerializer(z.object({ at: z.string().transform((s) => s.length) }))).toBeUndefined();
    const seen: [string, boolean][] = [];
    const compile = createSerializerCompiler({ verify: false, onCompile: (r, c) => seen.push([r, c]) });
    const write = compile({
      schema: z.object({ at: z.date() }),
      method: 'GET',
      url: '/dates',
      httpStatus: '200',
    } as never);
    expect(seen).toEqual([['GET /dates 200', false]]);
    expect(JSON.parse(write({ at: new Date('2026-11-21T00:00:00Z') }))).toEqual({
      at: '2026-11-21T00:00:00.000Z',
    });
  });

  it('turns a nullable field into a type list instead of a run-time anyOf', () => {
    expect(
      simplifyForSerializer({
        anyOf: [{ type: 'string', format: 'uuid' }, { type: 'null' }],
        description: 'x',
      }),
    ).toEqual({ type: ['string', 'null'], format: 'uuid', description: 'x' });
    // A union of two real types stays as it is.
    const union = { anyOf: [{ type: 'string' }, { type: 'number' }] };
    expect(simplifyForSerializer(union)).toEqual(union);
  });

  it('with verify on, an answer that breaks its contract fails instead of being written', () => {
    const compile = createSerializerCompiler({ verify: true });
    const write = compile({ schema: row, method: 'GET', url: '/rows/:id', httpStatus: '200' } as never);
    expect(JSON.parse(write(sample))).toEqual(JSON.parse(JSON.stringify(row.parse(sample))));
    expect(() => write({ ...sample, count: 'three' })).toThrow();
    expect(() => write({ ...sample, state: 'LOST' })).toThrow();
  });
});
