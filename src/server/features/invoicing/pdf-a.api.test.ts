import { XMLParser } from 'fast-xml-parser';
import type { LightMyRequestResponse } from 'fastify';
import { getMeta } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertOrder } from '../../../../tests/helpers/orders';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import { settings } from '../../../db/schema';
import { DEMO_SETTINGS } from '../../../db/seed/demo-settings';
import { SETTING_KEYS } from '../../../domain/settings';
import { PDF_PRODUCER } from './pdf-a-metadata';

/**
 * The PDF/A-3b metadata of an invoice and of its credit note, read back from the bytes served:
 * one XMP packet, valid UTF-8, saying what the document information dictionary says.
 */

let t: TestApp;
let administrator: string;

beforeAll(async () => {
  t = await createTestApp();
  // The seller's name has an accent: "Atelier Lumière".
  await t.db.insert(settings).values(SETTING_KEYS.company.map((key) => ({ key, value: DEMO_SETTINGS[key] })));
  administrator = await signInStaffAs(t.db, (await insertStaff(t.db, 'admin')).id);
});
afterAll(() => t?.close());

const admin = (method: 'GET' | 'POST', url: string): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: { cookie: administrator } });

/* eslint-disable @typescript-eslint/no-explicit-any -- parsed XML is untyped */
const parser = new XMLParser({ ignoreAttributes: false, removeNSPrefix: false, parseTagValue: false });

/** Every XMP packet in the file, as bytes: metadata streams are never compressed in PDF/A, so they read as they are. */
function xmpPackets(pdf: Buffer): Buffer[] {
  const packets: Buffer[] = [];
  for (let at = pdf.indexOf('<?xpacket begin='); at >= 0; at = pdf.indexOf('<?xpacket begin=', at + 1)) {
    const end = pdf.indexOf('<?xpacket end=', at);
    packets.push(pdf.subarray(at, pdf.indexOf('?>', end) + 2));
  }
  return packets;
}

/** The values of the RDF descriptions, by property name ('dc:title', 'pdf:Producer'…). */
function xmpProperties(xmp: string): Record<string, any> {
  const rdf = parser.parse(xmp)['x:xmpmeta']['rdf:RDF'];
  const descriptions = [rdf['rdf:Description']].flat();
  return Object.assign({}, ...descriptions);
}
const textOf = (node: any): string => (typeof node === 'object' ? (node['#text'] ?? textOf(Object.values(node)[0])) : String(node));
/* eslint-enable @typescript-eslint/no-explicit-any */

async function metadataOf(id: number) {
  const pdf = (await admin('GET', `/invoices/${id}/pdf`)).rawPayload;
  const packets = xmpPackets(pdf);
  // Valid UTF-8 or this throws.
  const xmp = new TextDecoder('utf-8', { fatal: true }).decode(packets[0]);
  const { info } = await getMeta(new Uint8Array(pdf));
  return {
    packets: packets.length,
    metadataStreams: pdf.toString('latin1').match(/\/Type\s*\/Metadata\b/g)?.length ?? 0,
    xmp,
    properties: xmpProperties(xmp),
    info,
  };
}

describe('the PDF/A-3b metadata', () => {
  it('an invoice and its credit note: one XMP packet in UTF-8, whose title, author and producer are the information dictionary’s', async () => {
    const order = await insertOrder(t.db, { status: 'processing', billing: { lastName: 'Lefèvre-Œuvray' } });
    const invoice = (await admin('POST', `/orders/${order.id}/invoice`)).json<{ id: number; number: string }>();
    const credit = (await admin('POST', `/invoices/${invoice.id}/cancel`)).json<{ id: number; number: string }>();

    for (const [document, title] of [
      [invoice, `Facture ${invoice.number}`],
      [credit, `Avoir ${credit.number}`],
    ] as const) {
      const meta = await metadataOf(document.id);
      expect(meta.packets).toBe(1);
      expect(meta.metadataStreams).toBe(1);
      expect(meta.xmp).toContain('Atelier Lumière');

      const { properties, info } = meta;
      expect(info.Title).toBe(title);
      expect(textOf(properties['dc:title'])).toBe(info.Title);
      expect(info.Author).toBe('Atelier Lumière');
      expect(textOf(properties['dc:creator'])).toBe(info.Author);
      expect(textOf(properties['dc:description'])).toBe(info.Subject);
      expect(info.Producer).toBe(PDF_PRODUCER);
      expect(properties['pdf:Producer']).toBe(info.Producer);
      expect(properties['pdf:Keywords']).toBe(info.Keywords);
      expect(properties['xmp:CreatorTool']).toBe(info.Creator);
      expect(properties).toMatchObject({
        'pdfaid:part': '3',
        'pdfaid:conformance': 'B',
        'fx:DocumentFileName': 'factur-x.xml',
        'fx:ConformanceLevel': 'EN 16931',
      });
      // The dictionary's dates are the XMP's (D:YYYYMMDDHHmmSSZ against ISO 8601).
      const created = properties['xmp:CreateDate'] as string;
      expect(info.CreationDate).toBe(`D:${created.replace(/[-:T]/g, '').replace('Z', '')}Z`);
      expect(info.ModDate).toBe(info.CreationDate);
    }
    // A credit note says so in its subject and keywords too.
    const creditMeta = await metadataOf(credit.id);
    expect(creditMeta.info.Subject).toMatch(/^Avoir /);
    expect(creditMeta.info.Keywords).toBe('Avoir Factur-X');
  });
});
