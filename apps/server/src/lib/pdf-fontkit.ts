import * as fontkit from 'fontkit';
import type { FontkitFont, FontkitSubset } from 'fontkit';
import type { PDFDocument } from 'pdf-lib';

/** What pdf-lib's `registerFontkit` takes. */
type PdfLibFontkit = Parameters<PDFDocument['registerFontkit']>[0];

/**
 * A stream-like of one subset's bytes, as pdf-lib's subset embedder reads it
 * (`encodeStream().on('data').on('end').on('error')`): upstream fontkit 2 encodes in one call instead.
 */
function streamOf(subset: FontkitSubset) {
  const handlers: Partial<Record<'data' | 'end' | 'error', (value?: unknown) => void>> = {};
  const stream = {
    on(event: 'data' | 'end' | 'error', handler: (value?: unknown) => void) {
      handlers[event] = handler;
      return stream;
    },
  };
  queueMicrotask(() => {
    try {
      handlers.data?.(subset.encode());
      handlers.end?.();
    } catch (error) {
      handlers.error?.(error);
    }
  });
  return stream;
}

/**
 * Upstream `fontkit` 2 in the shape pdf-lib expects. pdf-lib's own fork (`@pdf-lib/fontkit` 1.1.1,
 * unmaintained) writes corrupt subsets of large TrueType fonts — the subset's `loca` is encoded short
 * without padding the glyph records, so some CJK glyphs render blank while `pdftotext` still reads
 * them (Hopding/pdf-lib#1232); upstream fixed it in fontkit 1.8 (foliojs/fontkit#191). The only gap is
 * `subset.encodeStream()`, added here. Used by every PDF through `PdfText`.
 */
export const pdfFontkit = {
  create(bytes: Uint8Array, postscriptName?: string): FontkitFont {
    const font = fontkit.create(bytes, postscriptName);
    const createSubset = font.createSubset.bind(font);
    Object.defineProperty(font, 'createSubset', {
      value: () =>
        Object.assign(createSubset(), {
          encodeStream(this: FontkitSubset) {
            return streamOf(this);
          },
        }),
    });
    return font;
  },
} as unknown as PdfLibFontkit & { create(bytes: Uint8Array): FontkitFont };
