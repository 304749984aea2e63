/**
 * The response serializer. Every route declares its answer as a zod schema (the contract the web client and the
 * OpenAPI document share). Checking each answer with zod and then `JSON.stringify`-ing it cost about a third of
 * the server's CPU on a 50-row page, so each route's schema is compiled once, at start-up, into a
 * fast-json-stringify function (the serializer Fastify itself is built around): zod schema → JSON Schema
 * (`z.toJSONSchema`, output side) → generated code that writes exactly the declared fields, dropping anything
 * else (a password hash a service forgot to strip never reaches the wire).
 *
 * A schema that JSON Schema cannot express (a transform, a custom check) keeps the zod serializer. With
 * `verify` on — the integration tests turn it on — every answer is written both ways and any difference is an
 * error naming the route, so the whole test suite proves the compiled serializers say what zod would have said.
 */
import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

type JsonSchema = Record<string, unknown>;

function resolveZod(schema: unknown): $ZodType | undefined {
  if (schema instanceof $ZodType) return schema;
  if (schema && typeof schema === 'object' && 'properties' in schema && schema.properties instanceof $ZodType)
    return schema.properties;
  return undefined;
}

/**
 * Rewrites what zod emits into the forms fast-json-stringify handles without a run-time validator:
 * `anyOf: [X, { type: 'null' }]` (a nullable field) becomes X with `null` added to its type.
 */
export function simplifyForSerializer(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyForSerializer);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplifyForSerializer(value);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex >= 0 && other && typeof other.type === 'string' && !('anyOf' in other)) {
      const { anyOf: _dropped, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The compiled writer for one zod schema, or undefined when JSON Schema cannot express it. */
export function compileZodSerializer(schema: $ZodType): ((data: unknown) => string) | undefined {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema as z.ZodType, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
      reused: 'inline',
    }) as JsonSchema;
  } catch {
    return undefined;
  }
  delete json.$schema;
  try {
    return fastJson(simplifyForSerializer(json) as Parameters<typeof fastJson>[0]) as (
      data: unknown,
    ) => string;
  } catch {
    return undefined;
  }
}

export class ResponseMismatchError extends Error {
  constructor(method: string, url: string, compiled: string, checked: string) {
    super(
      `The compiled serializer of ${method} ${url} wrote ${compiled.slice(0, 400)} where zod wrote ${checked.slice(0, 400)}`,
    );
    this.name = 'ResponseMismatchError';
  }
}

/** Fastify's serializer compiler: compiled where possible, zod otherwise, both (and compared) with `verify`. */
export function createSerializerCompiler(options: {
  verify: boolean;
  /** Told, per route and status, whether the compiled writer is used (start-up diagnostics, tests). */
  onCompile?: (route: string, compiled: boolean) => void;
}): FastifySerializerCompiler<unknown> {
  return (route) => {
    const checked = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    const zod = resolveZod(route.schema);
    const compiled = zod ? compileZodSerializer(zod) : undefined;
    options.onCompile?.(`${route.method} ${route.url} ${route.httpStatus}`, compiled !== undefined);
    if (!compiled) return checked;
    if (!options.verify) return compiled;
    return (data) => {
      // zod first: an answer that breaks its contract fails as it would without the compiled writer.
      const expected = checked(data);
      const written = compiled(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
        throw new ResponseMismatchError(route.method, route.url, written, expected);
      return written;
    };
  };
}
