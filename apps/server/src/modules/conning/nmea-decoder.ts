import { Parser } from '@signalk/nmea0183-signalk';
import {
  deltaValues,
  frameSentence,
  parseKeelSentence,
  type ConningValue,
  type NmeaErrorReason,
  type SignalKDelta,
} from '@keel/domain';
import type { SourceStats } from './source-stats';

/** Paths the Signal K parser writes that Keel keeps under another name by default. */
export const DEFAULT_PATH_MAPPING: Readonly<Record<string, string>> = {
  'propulsion.engine_1.revolutions': 'propulsion.main.revolutions',
  'propulsion.shaft_1.revolutions': 'propulsion.main.revolutions',
  // MDA: the parser writes the older name; Signal K (and Keel's catalogue) call it relativeHumidity.
  'environment.outside.humidity': 'environment.outside.relativeHumidity',
};

/** Signal K paths of a parsed sentence that are bookkeeping, not sensor values. */
const SKIPPED = new Set(['navigation.datetime', 'navigation.magneticVariationAgeOfService']);

/** A decoded value with the talker it came from (shown as part of its source). */
export interface DecodedValue extends ConningValue {
  talker: string | null;
}

/**
 * Decodes one source's NMEA lines: frames and verifies the checksum, then Keel's parsers (VBW, HRM,
 * XDR, TRC, TRD, THS, VDR, RPM) or the Signal K parser; maps paths; counts sentences and errors by reason. Never throws.
 */
export class NmeaDecoder {
  /** One parser per source; the checksum is already verified by `frameSentence`, so not again. */
  private readonly parser = new Parser({ validateChecksum: false });
  constructor(
    private readonly stats: SourceStats,
    private readonly options: {
      xdrMapping?: Record<string, string>;
      pathMapping?: Record<string, string>;
    } = {},
  ) {}

  private fail(reason: NmeaErrorReason): DecodedValue[] {
    this.stats.error(reason);
    return [];
  }

  /** The values of one line (empty when it was refused or carries none). */
  decode(line: string): DecodedValue[] {
    if (line.trim() === '') return [];
    const framed = frameSentence(line);
    if (!framed.ok) return this.fail(framed.reason);
    this.stats.sentence();
    const { sentence } = framed;
    let values: ConningValue[] | null;
    try {
      values = parseKeelSentence(sentence, { xdrMapping: this.options.xdrMapping });
      if (values === null) {
        const delta = this.parser.parse(sentence.raw) as SignalKDelta | null | undefined;
        // A type the parser reads but whose fields are empty (a GPS without a fix, a void status) is a
        // good sentence without values, not an unsupported one.
        if (!delta) return Object.hasOwn(this.parser.hooks, sentence.type) ? [] : this.fail('unsupported');
        values = deltaValues(delta).filter((v) => !SKIPPED.has(v.path));
      }
    } catch {
      return this.fail('parse');
    }
    return this.mapped(values, sentence.talker);
  }

  /** Applies the source's path mapping (then the defaults) to values from any input. */
  mapped(values: ConningValue[], talker: string | null): DecodedValue[] {
    const mapping = this.options.pathMapping ?? {};
    return values.map((v) => ({
      path: mapping[v.path] ?? DEFAULT_PATH_MAPPING[v.path] ?? v.path,
      value: v.value,
      talker,
    }));
  }
}
