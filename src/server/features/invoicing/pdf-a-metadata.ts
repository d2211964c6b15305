import { PDFDocument, PDFName, PDFRawStream } from '@cantoo/pdf-lib';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';

/**
 * The document information dictionary and the XMP metadata of an invoice's PDF/A-3b, written
 * last, over what pdfkit and @e-invoice-eu/core left (ADR 12). Both wrote an XMP stream: pdfkit's
 * stays in the file unreferenced once the library points the catalog at its own, so the file
 * held two; and the library's is written one byte per character (latin-1: "Lumière" is not
 * UTF-8 there, and "Œ" loses its high byte), with a title, a subject and a producer that are
 * not the information dictionary's ("Invoice …" in English, two different producers). PDF/A
 * wants one XMP packet, in UTF-8, that says what the information dictionary says. So the file
 * is opened once more with pdf-lib (the library's own PDF engine, through its public API), its
 * dictionary set, a single XMP stream written from the same values, and any other metadata
 * stream removed.
 */

export type PdfAMetadata = {
  /** "Facture F-2026-000001", "Avoir F-2026-000002". */
  title: string;
  /** The seller. */
  author: string;
  subject: string;
  keywords: string;
  /** When the document was issued: the dates stay those of the invoice, so making the file again gives the same metadata. */
  createdAt: Date;
};

/** The software that wrote the file, as both the dictionary and the XMP name it. */
export const PDF_PRODUCER = 'Atelier (pdfkit, @e-invoice-eu/core, pdf-lib)';
const CREATOR_TOOL = 'Atelier';

/** The Factur-X attachment the XMP names (Factur-X 1.0, profile EN 16931). */
const FACTUR_X = { fileName: 'factur-x.xml', version: '1.0', conformanceLevel: 'EN 16931', documentType: 'INVOICE' };

const FX_NS = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

/** ISO 8601 in UTC, to the second, as XMP dates are written ("2026-03-14T09:00:00Z"). */
const xmpDate = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

const description = (rdf: XMLBuilder, namespaces: Record<string, string>) => rdf.ele('rdf:Description', { 'rdf:about': '', ...namespaces });

/** The Factur-X properties' extension schema, which PDF/A asks for any property outside its predefined schemas. */
function facturXExtensionSchema(rdf: XMLBuilder): void {
  const properties = description(rdf, {
    'xmlns:pdfaExtension': 'http://www.aiim.org/pdfa/ns/extension/',
    'xmlns:pdfaSchema': 'http://www.aiim.org/pdfa/ns/schema#',
    'xmlns:pdfaProperty': 'http://www.aiim.org/pdfa/ns/property#',
  })
    .ele('pdfaExtension:schemas')
    .ele('rdf:Bag')
    .ele('rdf:li', { 'rdf:parseType': 'Resource' })
    .ele('pdfaSchema:schema')
    .txt('Factur-X PDFA Extension Schema')
    .up()
    .ele('pdfaSchema:namespaceURI')
    .txt(FX_NS)
    .up()
    .ele('pdfaSchema:prefix')
    .txt('fx')
    .up()
    .ele('pdfaSchema:property')
    .ele('rdf:Seq');
  for (const [name, text] of [
    ['DocumentFileName', 'The name of the embedded XML document'],
    ['DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER'],
    ['Version', 'The actual version of the standard applying to the embedded XML document'],
    ['ConformanceLevel', 'The conformance level of the embedded XML document'],
  ])
    properties
      .ele('rdf:li', { 'rdf:parseType': 'Resource' })
      .ele('pdfaProperty:name')
      .txt(name!)
      .up()
      .ele('pdfaProperty:valueType')
      .txt('Text')
      .up()
      .ele('pdfaProperty:category')
      .txt('external')
      .up()
      .ele('pdfaProperty:description')
      .txt(text!);
}

/** The XMP packet: PDF/A-3b identification, the information dictionary's values, and the Factur-X properties. */
export function xmpPacket(meta: PdfAMetadata): string {
  const date = xmpDate(meta.createdAt);
  let doc = create().ins('xpacket', 'begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"');
  const rdf = doc.ele('x:xmpmeta', { 'xmlns:x': 'adobe:ns:meta/' }).ele('rdf:RDF', { 'xmlns:rdf': 'http://www.w3.org/1999/02/22-rdf-syntax-ns#' });
  description(rdf, { 'xmlns:pdfaid': 'http://www.aiim.org/pdfa/ns/id/' }).ele('pdfaid:part').txt('3').up().ele('pdfaid:conformance').txt('B');
  const dc = description(rdf, { 'xmlns:dc': 'http://purl.org/dc/elements/1.1/' });
  dc.ele('dc:format').txt('application/pdf');
  dc.ele('dc:title').ele('rdf:Alt').ele('rdf:li', { 'xml:lang': 'x-default' }).txt(meta.title);
  dc.ele('dc:creator').ele('rdf:Seq').ele('rdf:li').txt(meta.author);
  dc.ele('dc:description').ele('rdf:Alt').ele('rdf:li', { 'xml:lang': 'x-default' }).txt(meta.subject);
  description(rdf, { 'xmlns:pdf': 'http://ns.adobe.com/pdf/1.3/' }).ele('pdf:Producer').txt(PDF_PRODUCER).up().ele('pdf:Keywords').txt(meta.keywords);
  description(rdf, { 'xmlns:xmp': 'http://ns.adobe.com/xap/1.0/' })
    .ele('xmp:CreatorTool')
    .txt(CREATOR_TOOL)
    .up()
    .ele('xmp:CreateDate')
    .txt(date)
    .up()
    .ele('xmp:ModifyDate')
    .txt(date)
    .up()
    .ele('xmp:MetadataDate')
    .txt(date);
  facturXExtensionSchema(rdf);
  description(rdf, { 'xmlns:fx': FX_NS })
    .ele('fx:DocumentType')
    .txt(FACTUR_X.documentType)
    .up()
    .ele('fx:DocumentFileName')
    .txt(FACTUR_X.fileName)
    .up()
    .ele('fx:Version')
    .txt(FACTUR_X.version)
    .up()
    .ele('fx:ConformanceLevel')
    .txt(FACTUR_X.conformanceLevel);
  doc = doc.ins('xpacket', 'end="w"');
  return doc.end({ headless: true, prettyPrint: true });
}

/** The PDF with its information dictionary and its one XMP stream set from `meta`. */
export async function withPdfAMetadata(pdf: Uint8Array, meta: PdfAMetadata): Promise<Buffer> {
  // updateMetadata: false, or pdf-lib writes its own producer and today's dates.
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  document.setTitle(meta.title, { showInWindowTitleBar: true });
  document.setAuthor(meta.author);
  document.setSubject(meta.subject);
  document.setKeywords([meta.keywords]);
  document.setCreator(CREATOR_TOOL);
  document.setProducer(PDF_PRODUCER);
  document.setCreationDate(meta.createdAt);
  document.setModificationDate(meta.createdAt);

  const { context, catalog } = document;
  const stream = context.stream(new TextEncoder().encode(xmpPacket(meta)), { Type: 'Metadata', Subtype: 'XML' });
  const ref = context.register(stream);
  catalog.set(PDFName.of('Metadata'), ref);
  // pdfkit's and the library's packets, no longer referenced: a reader of the file must find one.
  for (const [other, object] of context.enumerateIndirectObjects())
    if (other !== ref && object instanceof PDFRawStream && object.dict.get(PDFName.of('Type')) === PDFName.of('Metadata')) context.delete(other);
  return Buffer.from(await document.save());
}
