import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pdfFontkit } from './pdf-fontkit';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';

/**
 * Text on Keel's PDFs in any script the records hold (docs/accounting-invoices.md "PDF fonts").
 *
 * Latin, Greek, Cyrillic, Hebrew, Arabic… print in DejaVu Sans Condensed (`dejavu-fonts-ttf`). Chinese
 * and Japanese (Han, kana) print in Noto Sans SC, Korean (Hangul) in Noto Sans KR — the TrueType builds
 * of the `@expo-google-fonts/noto-sans-{sc,kr}` packages, subset by upstream fontkit 2 (`pdf-fontkit.ts`:
 * pdf-lib's own fork corrupts subsets of large TrueType fonts). Each text is split into runs by the font that can draw each character; a CJK font
 * is embedded only when a document uses it, and every font as a subset of the glyphs used, so a PDF
 * with a few Chinese names stays a few kB larger, not 10 MB.
 */

/** A typeface of the PDFs. */
export type PdfFace = 'latin' | 'sc' | 'kr';
/** The weights used. */
export type PdfWeight = 'regular' | 'bold';

const require = createRequire(import.meta.url);
const dirOf = (pkg: string) => path.dirname(require.resolve(`${pkg}/package.json`));

const FILES: Record<PdfFace, Record<PdfWeight, () => string>> = {
  latin: {
    regular: () => path.join(dirOf('dejavu-fonts-ttf'), 'ttf', 'DejaVuSansCondensed.ttf'),
    bold: () => path.join(dirOf('dejavu-fonts-ttf'), 'ttf', 'DejaVuSansCondensed-Bold.ttf'),
  },
  sc: {
    regular: () =>
      path.join(dirOf('@expo-google-fonts/noto-sans-sc'), '400Regular', 'NotoSansSC_400Regular.ttf'),
    bold: () => path.join(dirOf('@expo-google-fonts/noto-sans-sc'), '700Bold', 'NotoSansSC_700Bold.ttf'),
  },
  kr: {
    regular: () =>
      path.join(dirOf('@expo-google-fonts/noto-sans-kr'), '400Regular', 'NotoSansKR_400Regular.ttf'),
    bold: () => path.join(dirOf('@expo-google-fonts/noto-sans-kr'), '700Bold', 'NotoSansKR_700Bold.ttf'),
  },
};

const bytesCache = new Map<string, Promise<Uint8Array>>();

/** The bytes of a face, read once per process. */
export function fontBytes(face: PdfFace, weight: PdfWeight): Promise<Uint8Array> {
  const key = `${face}:${weight}`;
  let bytes = bytesCache.get(key);
  if (!bytes) bytesCache.set(key, (bytes = readFile(FILES[face][weight]())));
  return bytes;
}

const coverageCache = new Map<PdfFace, Promise<Set<number>>>();

/** The code points a face can draw (the regular weight's cmap; bold covers the same), read once. */
export function faceCoverage(face: PdfFace): Promise<Set<number>> {
  let coverage = coverageCache.get(face);
  if (!coverage)
    coverageCache.set(
      face,
      (coverage = fontBytes(face, 'regular').then(
        (bytes) => new Set<number>(pdfFontkit.create(bytes).characterSet),
      )),
    );
  return coverage;
}

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\ua960-\ua97f\uac00-\ud7af\ud7b0-\ud7ff]/u;

/** Dashes and arrows the fonts lack, simplified. */
function simplify(text: string): string {
  return text.replace(/[\u2010-\u2015]/g, '-').replace(/\u2192/g, '->');
}

/** A piece of text in one face. */
export interface TextRun {
  face: PdfFace;
  text: string;
}

/**
 * Splits `text` into runs by the face that draws each character: DejaVu when it can, Hangul in KR,
 * other CJK in SC (else KR); a character no face has becomes `?` in the Latin face.
 */
export async function textRuns(text: string): Promise<TextRun[]> {
  const [latin, sc, kr] = await Promise.all([faceCoverage('latin'), faceCoverage('sc'), faceCoverage('kr')]);
  const runs: TextRun[] = [];
  for (const ch of simplify(text)) {
    const cp = ch.codePointAt(0)!;
    let face: PdfFace = 'latin';
    let out = ch;
    if (ch === ' ' || latin.has(cp)) face = 'latin';
    else if (HANGUL.test(ch) && kr.has(cp)) face = 'kr';
    else if (sc.has(cp)) face = 'sc';
    else if (kr.has(cp)) face = 'kr';
    else out = '?';
    const last = runs[runs.length - 1];
    if (last && last.face === face) last.text += out;
    else runs.push({ face, text: out });
  }
  return runs;
}

/** Options of {@link PdfText.draw}. */
export interface DrawOptions {
  size?: number;
  bold?: boolean;
  color?: Color;
}

/**
 * The text drawer of one document: embeds the faces it needs on first use (as subsets) and draws or
 * measures mixed-script text run by run.
 */
export class PdfText {
  private readonly fonts = new Map<string, Promise<PDFFont>>();

  /** Registers fontkit on `doc` (needed for custom fonts). */
  constructor(private readonly doc: PDFDocument) {
    doc.registerFontkit(pdfFontkit);
  }

  /** The embedded font of a face and weight (embedded once per document, as a subset). */
  font(face: PdfFace, weight: PdfWeight = 'regular'): Promise<PDFFont> {
    const key = `${face}:${weight}`;
    let font = this.fonts.get(key);
    if (!font) {
      font = fontBytes(face, weight).then((bytes) => this.doc.embedFont(bytes, { subset: true }));
      this.fonts.set(key, font);
    }
    return font;
  }

  private async measured(text: string, size: number, bold: boolean) {
    const runs = await textRuns(text);
    const weight: PdfWeight = bold ? 'bold' : 'regular';
    const parts = await Promise.all(
      runs.map(async (run) => {
        const font = await this.font(run.face, weight);
        return { ...run, font, width: font.widthOfTextAtSize(run.text, size) };
      }),
    );
    return parts;
  }

  /** The width of `text` at `size` points. */
  async width(text: string, size = 9, bold = false): Promise<number> {
    return (await this.measured(text, size, bold)).reduce((sum, p) => sum + p.width, 0);
  }

  /** Draws `text` with its left edge at `x`; returns the width drawn. */
  async draw(page: PDFPage, text: string, x: number, y: number, options: DrawOptions = {}): Promise<number> {
    const size = options.size ?? 9;
    let at = x;
    for (const part of await this.measured(text, size, options.bold ?? false)) {
      page.drawText(part.text, {
        x: at,
        y,
        size,
        font: part.font,
        ...(options.color ? { color: options.color } : {}),
      });
      at += part.width;
    }
    return at - x;
  }

  /** Draws `text` with its right edge at `xRight`. */
  async drawRight(page: PDFPage, text: string, xRight: number, y: number, options: DrawOptions = {}) {
    const w = await this.width(text, options.size ?? 9, options.bold ?? false);
    return this.draw(page, text, xRight - w, y, options);
  }

  /** `text` cut to fit `width` points. */
  async fit(text: string, width: number, size = 9, bold = false): Promise<string> {
    let s = text;
    while (s.length > 1 && (await this.width(s, size, bold)) > width) s = [...s].slice(0, -1).join('');
    return s;
  }

  /**
   * `text` broken into lines of at most `width` points: at spaces, and between any two Han or kana characters
   * (Chinese and Japanese need no spaces between words; Korean breaks at spaces).
   */
  async wrap(text: string, width: number, size = 9, bold = false): Promise<string[]> {
    const tokens = text.match(/\s+|[\u3000-\u9fff\uf900-\ufaff]|[^\s\u3000-\u9fff\uf900-\ufaff]+/gu) ?? [];
    const lines: string[] = [];
    let current = '';
    for (const token of tokens) {
      if (/^\s+$/u.test(token)) {
        if (current) current += ' ';
        continue;
      }
      const next = current + token;
      if (current.trim() && (await this.width(next, size, bold)) > width) {
        lines.push(current.trimEnd());
        current = token;
      } else current = next;
    }
    if (current.trim()) lines.push(current.trimEnd());
    return Promise.all(lines.map((l) => this.fit(l, width, size, bold)));
  }
}
