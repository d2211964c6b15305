import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { getDocumentProxy } from 'unpdf';

/** The XML a Factur-X PDF carries as its `factur-x.xml` attachment; throws when it has none. */
export async function embeddedFacturX(pdf: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  // pdf.js (through unpdf 1.7, the last that runs on Node 20) gives each attachment's name and bytes, keyed by name.
  const attachments = Object.values(((await document.getAttachments()) ?? {}) as Record<string, { filename: string; content?: Uint8Array }>);
  const attachment = attachments.find(({ filename }) => filename === 'factur-x.xml');
  if (!attachment) throw new Error(`No factur-x.xml in the PDF (attachments: ${attachments.map((a) => a.filename).join(', ') || 'none'})`);
  const content = attachment.content;
  if (!content) throw new Error('factur-x.xml has no content');
  return new TextDecoder().decode(content);
}

/* eslint-disable @typescript-eslint/no-explicit-any -- parsed XML is untyped; the facts below give it a shape. */
const REPEATED = new Set([
  'IncludedSupplyChainTradeLineItem',
  'ApplicableTradeTax',
  'SpecifiedTradeAllowanceCharge',
  'SpecifiedTaxRegistration',
  'IncludedNote',
]);
const parser = new XMLParser({ ignoreAttributes: false, removeNSPrefix: true, parseTagValue: false, isArray: (name) => REPEATED.has(name) });

/** An element's text, whether or not it has attributes. */
const textOf = (node: any): string | undefined => (node !== null && typeof node === 'object' ? node['#text'] : node);

/** An amount as written ("12.30"), in cents; undefined when absent. */
const centsOf = (node: any): number | undefined => {
  const value = textOf(node);
  return value === undefined ? undefined : Math.round(Number(value) * 100);
};

export type CiiRate = { category: string; rate: string; cents: number };

/** What a CII invoice (Factur-X's XML) states, as a test reads it: amounts in cents. */
export type CiiFacts = {
  guideline: string;
  number: string;
  typeCode: string;
  issueDate: string;
  currency: string;
  precedingInvoice?: string;
  /** BT-26, as written (format 102: YYYYMMDD). */
  precedingInvoiceDate?: string;
  notes: string[];
  seller: { name: string; siren?: string; vatNumber?: string; country?: string };
  buyer: { name: string; country?: string; vatNumber?: string };
  /** BT-9, as written (format 102: YYYYMMDD). */
  dueDate?: string;
  /** BT-84: the account a transfer pays into. */
  payeeIban?: string;
  lines: (CiiRate & { name: string; quantity: string; priceCents: number })[];
  allowances: (CiiRate & { reason?: string })[];
  charges: (CiiRate & { reason?: string })[];
  vat: (CiiRate & { basisCents: number })[];
  paymentMeans?: string;
  paymentTerms?: string;
  totals: { lines: number; allowances?: number; charges?: number; taxBasis: number; tax: number; grand: number; prepaid?: number; due: number };
  /** Every amount as written, for the two-decimals rules. */
  amounts: string[];
};

/** Parses CII; throws on XML that is not well-formed. */
export function ciiFacts(xml: string): CiiFacts {
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true) throw new Error(`Not well-formed XML: ${wellFormed.err.msg} (line ${wellFormed.err.line})`);
  const root = parser.parse(xml).CrossIndustryInvoice;
  const transaction = root.SupplyChainTradeTransaction;
  const agreement = transaction.ApplicableHeaderTradeAgreement;
  const settlement = transaction.ApplicableHeaderTradeSettlement;
  const sums = settlement.SpecifiedTradeSettlementHeaderMonetarySummation;
  const tax = (node: any) => ({ category: node.CategoryCode, rate: node.RateApplicablePercent });
  const adjustments = (settlement.SpecifiedTradeAllowanceCharge ?? []).map((entry: any) => ({
    charge: textOf(entry.ChargeIndicator.Indicator) === 'true',
    ...tax(entry.CategoryTradeTax),
    cents: centsOf(entry.ActualAmount)!,
    reason: entry.Reason,
  }));
  const lines = transaction.IncludedSupplyChainTradeLineItem.map((item: any) => ({
    name: item.SpecifiedTradeProduct.Name,
    quantity: textOf(item.SpecifiedLineTradeDelivery.BilledQuantity)!,
    priceCents: centsOf(item.SpecifiedLineTradeAgreement.NetPriceProductTradePrice.ChargeAmount)!,
    ...tax(item.SpecifiedLineTradeSettlement.ApplicableTradeTax[0]),
    cents: centsOf(item.SpecifiedLineTradeSettlement.SpecifiedTradeSettlementLineMonetarySummation.LineTotalAmount)!,
  }));
  const amounts = [...xml.matchAll(/<ram:(?:\w*Amount|ChargeAmount)(?: [^>]*)?>([^<]*)</g)].map((match) => match[1]!);
  return {
    guideline: root.ExchangedDocumentContext.GuidelineSpecifiedDocumentContextParameter.ID,
    number: root.ExchangedDocument.ID,
    typeCode: root.ExchangedDocument.TypeCode,
    issueDate: textOf(root.ExchangedDocument.IssueDateTime.DateTimeString)!,
    currency: settlement.InvoiceCurrencyCode,
    precedingInvoice: settlement.InvoiceReferencedDocument?.IssuerAssignedID,
    precedingInvoiceDate: textOf(settlement.InvoiceReferencedDocument?.FormattedIssueDateTime?.DateTimeString),
    notes: (root.ExchangedDocument.IncludedNote ?? []).map((note: any) => note.Content),
    seller: {
      name: agreement.SellerTradeParty.Name,
      siren: textOf(agreement.SellerTradeParty.SpecifiedLegalOrganization?.ID),
      vatNumber: textOf(agreement.SellerTradeParty.SpecifiedTaxRegistration?.[0]?.ID),
      country: agreement.SellerTradeParty.PostalTradeAddress?.CountryID,
    },
    buyer: {
      name: agreement.BuyerTradeParty.Name,
      country: agreement.BuyerTradeParty.PostalTradeAddress?.CountryID,
      vatNumber: textOf(agreement.BuyerTradeParty.SpecifiedTaxRegistration?.[0]?.ID),
    },
    dueDate: textOf(settlement.SpecifiedTradePaymentTerms?.DueDateDateTime?.DateTimeString),
    payeeIban: settlement.SpecifiedTradeSettlementPaymentMeans?.PayeePartyCreditorFinancialAccount?.IBANID,
    lines,
    allowances: adjustments.filter((entry: any) => !entry.charge).map(({ charge: _, ...entry }: any) => entry),
    charges: adjustments.filter((entry: any) => entry.charge).map(({ charge: _, ...entry }: any) => entry),
    vat: settlement.ApplicableTradeTax.map((entry: any) => ({
      ...tax(entry),
      cents: centsOf(entry.CalculatedAmount)!,
      basisCents: centsOf(entry.BasisAmount)!,
    })),
    paymentMeans: settlement.SpecifiedTradeSettlementPaymentMeans?.TypeCode,
    paymentTerms: settlement.SpecifiedTradePaymentTerms?.Description,
    totals: {
      lines: centsOf(sums.LineTotalAmount)!,
      allowances: centsOf(sums.AllowanceTotalAmount),
      charges: centsOf(sums.ChargeTotalAmount),
      taxBasis: centsOf(sums.TaxBasisTotalAmount)!,
      tax: centsOf(sums.TaxTotalAmount)!,
      grand: centsOf(sums.GrandTotalAmount)!,
      prepaid: centsOf(sums.TotalPrepaidAmount),
      due: centsOf(sums.DuePayableAmount)!,
    },
    amounts,
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */

const total = (entries: { cents: number }[]) => entries.reduce((sum, entry) => sum + entry.cents, 0);

/**
 * The EN 16931 business rules our invoices can break, checked on the XML the way the CEN
 * validation artefacts word them (the library validates its JSON input, not these): the ids of
 * the rules broken, none when the invoice is sound. BR-S-09 with the tolerance of the current
 * artefacts (the VAT within one currency unit of base x rate), which VAT worked back from a
 * VAT-inclusive total needs (ADR 12).
 */
export function en16931Violations(facts: CiiFacts): string[] {
  const { totals } = facts;
  const atRate = <T extends CiiRate>(entries: T[], rate: CiiRate) =>
    entries.filter((entry) => entry.category === rate.category && entry.rate === rate.rate);
  const rules: [string, boolean][] = [
    ['BR-01', facts.guideline !== ''],
    ['BR-02', facts.number !== ''],
    ['BR-03', /^\d{8}$/.test(facts.issueDate)],
    ['BR-04', ['380', '381'].includes(facts.typeCode)],
    ['BR-05', facts.currency === 'EUR'],
    ['BR-06', !!facts.seller.name],
    ['BR-07', !!facts.buyer.name],
    ['BR-09', !!facts.seller.country],
    ['BR-11', !!facts.buyer.country],
    ['BR-16', facts.lines.length > 0],
    ['BR-27', facts.lines.every((line) => line.priceCents >= 0)],
    ['BR-S-02', !!facts.seller.vatNumber],
    ['BR-CO-10', totals.lines === total(facts.lines)],
    ['BR-CO-11', (totals.allowances ?? 0) === total(facts.allowances)],
    ['BR-CO-12', (totals.charges ?? 0) === total(facts.charges)],
    ['BR-CO-13', totals.taxBasis === totals.lines - (totals.allowances ?? 0) + (totals.charges ?? 0)],
    ['BR-CO-14', totals.tax === total(facts.vat)],
    ['BR-CO-15', totals.grand === totals.taxBasis + totals.tax],
    ['BR-CO-16', totals.due === totals.grand - (totals.prepaid ?? 0)],
    ['BR-CO-25', totals.due <= 0 || !!facts.paymentTerms || !!facts.dueDate],
    // A VAT identifier starts with its country's code (Greece's EL included).
    ['BR-CO-09', [facts.seller.vatNumber, facts.buyer.vatNumber].every((id) => id === undefined || /^[A-Z]{2}/.test(id))],
    // A credit transfer names the account to pay into.
    ['BR-61', !['30', '58'].includes(facts.paymentMeans ?? '') || !!facts.payeeIban],
    [
      'BR-S-08',
      facts.vat.every(
        (rate) => rate.basisCents === total(atRate(facts.lines, rate)) - total(atRate(facts.allowances, rate)) + total(atRate(facts.charges, rate)),
      ),
    ],
    ['BR-S-09', facts.vat.every((rate) => Math.abs(rate.cents - Math.round((rate.basisCents * Number(rate.rate)) / 100)) < 100)],
    ['BR-DEC', facts.amounts.every((amount) => /^-?\d+(\.\d{1,2})?$/.test(amount))],
  ];
  return rules.filter(([, holds]) => !holds).map(([id]) => id);
}
