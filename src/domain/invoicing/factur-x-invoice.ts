import type { Invoice } from '@e-invoice-eu/core';
import type { AddressSnapshot } from '../addresses/address';
import { countryCodeOf, DEFAULT_COUNTRY } from '../addresses/countries';
import { centsToDecimal } from '../money';
import { parisDay } from '../pricing/paris-day';
import { bankDetails } from './business-invoice';
import { netFromGross, type RateAmounts } from './invoice-amounts';
import { correctionSentence, isSettled, paymentTerms, sellerLegalMentions, type InvoiceDocument } from './invoice-document';
import type { PaymentMeans } from './invoice-form';

/**
 * The Factur-X profile we embed: EN 16931 (the whole European core invoice, which is what our
 * stored rows hold), in the format name of @e-invoice-eu/core.
 */
export const FACTUR_X_FORMAT = 'Factur-X-EN16931';

type Ubl = Invoice['ubl:Invoice'];
type AllowanceCharge = NonNullable<Ubl['cac:AllowanceCharge']>[number];
type BillingReference = NonNullable<Ubl['cac:BillingReference']>[number];

const EUR = 'EUR';
const VAT = { 'cbc:ID': 'VAT' };

/**
 * UNTDID 4461. A transfer is "credit transfer" (30) with the payee's IBAN, which EN 16931 asks
 * of it (BR-61); without one in the seller's settings at issue, "payment to bank account" (42).
 */
const PAYMENT_MEANS_CODE: Record<PaymentMeans, '48' | '42' | '20' | '10'> = { card: '48', transfer: '42', cheque: '20', cash: '10' };

type PaymentMeansEntry = NonNullable<Ubl['cac:PaymentMeans']>[number];

/** How it is paid, with the account a transfer pays into (BT-84, and the BIC as BT-86) when the seller had one. */
function paymentMeans(invoice: InvoiceDocument, means: PaymentMeans): PaymentMeansEntry {
  const bank = means === 'transfer' ? bankDetails(invoice.seller) : null;
  if (!bank) return { 'cbc:PaymentMeansCode': PAYMENT_MEANS_CODE[means] };
  return {
    'cbc:PaymentMeansCode': '30',
    'cac:PayeeFinancialAccount': {
      'cbc:ID': compact(bank.iban),
      ...(bank.bic && { 'cac:FinancialInstitutionBranch': { 'cbc:ID': compact(bank.bic) } }),
    },
  };
}

/** Cents as euros with two decimals, as the XML wants them. */
const amount = centsToDecimal;

/** 550 -> "5.5", 2000 -> "20". */
const percent = (rateBp: number) => String(rateBp / 100);

/** Standard-rated VAT (category S) at the rate: every French rate the shop sells at (5.5, 10, 20 %). */
const vatCategory = (rateBp: number) => ({ 'cbc:ID': 'S' as const, 'cbc:Percent': percent(rateBp), 'cac:TaxScheme': VAT });

const text = (value: string | undefined) => value?.trim() ?? '';
/** Identifiers are printed for people ("912 345 675"); machines want them without spaces. */
const compact = (value: string | undefined) => text(value).replace(/\s+/g, '');

function postalAddress(address: { line1: string; line2?: string; zip: string; city: string; country: string }) {
  return {
    ...(text(address.line1) && { 'cbc:StreetName': text(address.line1) }),
    ...(text(address.line2) && { 'cbc:AdditionalStreetName': text(address.line2) }),
    ...(text(address.city) && { 'cbc:CityName': text(address.city) }),
    ...(text(address.zip) && { 'cbc:PostalZone': text(address.zip) }),
    'cac:Country': { 'cbc:IdentificationCode': countryCodeOf(address.country) ?? DEFAULT_COUNTRY },
  };
}

const sum = (items: { cents: number }[]) => items.reduce((total, item) => total + item.cents, 0);

const personName = (address: AddressSnapshot) => `${text(address.firstName)} ${text(address.lastName)}`.trim();

type Adjustment = { charge: boolean; cents: number; vatRateBp: number; reason: string; code?: '95' | 'DL' };

/**
 * One VAT rate's discount (an allowance) and shipping (a charge), without VAT. EN 16931 wants
 * each rate's base to be its lines' net amounts less allowances plus charges (BR-S-08), but our
 * base is worked back from what was paid at that rate, not summed from lines rounded one by one
 * (ADR 12): the cent or two between them is stated as a rounding allowance or charge.
 */
function rateAdjustments(rate: RateAmounts, linesNetCents: number, sign: number): Adjustment[] {
  const { vatRateBp } = rate;
  const discount = netFromGross(sign * rate.discountCents, vatRateBp);
  const shipping = netFromGross(sign * rate.shippingCents, vatRateBp);
  const rounding = sign * rate.netCents - (linesNetCents - discount + shipping);
  const adjustments: Adjustment[] = [
    { charge: false, cents: discount, vatRateBp, reason: 'Remise', code: '95' },
    { charge: true, cents: shipping, vatRateBp, reason: 'Livraison', code: 'DL' },
    { charge: rounding > 0, cents: Math.abs(rounding), vatRateBp, reason: 'Arrondi des montants HT des lignes' },
  ];
  return adjustments.filter((adjustment) => adjustment.cents > 0);
}

function allowanceCharge({ charge, cents, vatRateBp, reason, code }: Adjustment): AllowanceCharge {
  return {
    'cbc:ChargeIndicator': String(charge),
    ...(code ? { 'cbc:AllowanceChargeReasonCode': code } : {}),
    'cbc:AllowanceChargeReason': reason,
    'cbc:Amount': amount(cents),
    'cbc:Amount@currencyID': EUR,
    'cac:TaxCategory': vatCategory(vatRateBp),
  };
}

/**
 * The invoice in @e-invoice-eu/core's JSON format (UBL element names, which it turns into the
 * CII of Factur-X). Amounts come from the stored rows as printed on the PDF; a credit note's
 * rows are negated, but a Factur-X credit note (type 381) states positive amounts, so its
 * signs are turned back here. Amounts are euros with two decimals.
 */
export function facturXInvoice(invoice: InvoiceDocument): Invoice {
  const sign = invoice.kind === 'credit_note' ? -1 : 1;
  const seller = invoice.seller;
  const { legalForm, rcs } = sellerLegalMentions(seller);
  const siren = compact(seller['id company']);
  const vatNumber = compact(seller.vat);
  const buyer = invoice.billingAddress;
  const buyerCompany = text(invoice.buyerCompany ?? undefined);
  const buyerVatNumber = compact(invoice.buyerVatNumber ?? undefined);
  const notes = [
    // Also the preceding invoice reference (BT-25, BT-26) below; the note says it as the PDF does.
    invoice.corrects && correctionSentence(invoice.corrects),
    [legalForm, rcs].filter(Boolean).join(', '),
  ].filter(Boolean);
  // A paid invoice, or a credit note already refunded: nothing is left due.
  const settled = isSettled(invoice);

  const lines = invoice.lines.map((line) => ({ ...line, cents: sign * line.lineNetCents }));
  const adjustments = invoice.vatBreakdown.flatMap((rate) =>
    rateAdjustments(rate, sum(lines.filter((line) => line.vatRateBp === rate.vatRateBp)), sign),
  );
  const allowances = sum(adjustments.filter((adjustment) => !adjustment.charge));
  const charges = sum(adjustments.filter((adjustment) => adjustment.charge));
  const grossCents = sign * invoice.totalGrossCents;

  return {
    'ubl:Invoice': {
      'cbc:ID': invoice.number,
      'cbc:IssueDate': parisDay(invoice.issuedAt),
      ...(invoice.dueOn && { 'cbc:DueDate': invoice.dueOn }),
      'cbc:InvoiceTypeCode': invoice.kind === 'credit_note' ? '381' : '380',
      // One note: the library writes several as several contents of a single CII note.
      ...(notes.length > 0 && { 'cbc:Note': [notes.join('\n')] }),
      'cbc:DocumentCurrencyCode': EUR,
      ...(invoice.orderNumber && { 'cac:OrderReference': { 'cbc:ID': invoice.orderNumber } }),
      ...(invoice.corrects && {
        'cac:BillingReference': [
          { 'cac:InvoiceDocumentReference': { 'cbc:ID': invoice.corrects.number, 'cbc:IssueDate': invoice.corrects.issuedOn } },
        ],
      }),
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          'cac:PostalAddress': postalAddress({
            line1: text(seller['adress company']),
            zip: text(seller['zip company']),
            city: text(seller['city company']),
            country: text(seller['country Company']),
          }),
          ...(vatNumber && { 'cac:PartyTaxScheme': [{ 'cbc:CompanyID': vatNumber, 'cac:TaxScheme': VAT }] }),
          'cac:PartyLegalEntity': {
            'cbc:RegistrationName': text(seller['name company']),
            // The SIREN, in the SIRENE scheme (ISO 6523 ICD 0002).
            ...(siren && { 'cbc:CompanyID': siren, 'cbc:CompanyID@schemeID': '0002' as const }),
          },
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          'cac:PostalAddress': postalAddress(buyer),
          // BT-48: a business buyer's VAT number.
          ...(buyerVatNumber && { 'cac:PartyTaxScheme': { 'cbc:CompanyID': buyerVatNumber, 'cac:TaxScheme': { 'cbc:ID': 'VAT' as const } } }),
          // BT-44: a business buyer by its legal name, the person of the address then its contact (BT-56).
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': buyerCompany || personName(buyer) },
          ...((buyerCompany || text(buyer.email) || text(buyer.phone)) && {
            'cac:Contact': {
              ...(buyerCompany && { 'cbc:Name': personName(buyer) }),
              ...(text(buyer.phone) && { 'cbc:Telephone': text(buyer.phone) }),
              ...(text(buyer.email) && { 'cbc:ElectronicMail': text(buyer.email) }),
            },
          }),
        },
      },
      'cac:Delivery': {
        // The French "date de la vente" is the date of the supply.
        'cbc:ActualDeliveryDate': invoice.soldOn,
        ...(invoice.deliveryAddress && {
          'cac:DeliveryLocation': { 'cac:Address': postalAddress(invoice.deliveryAddress) },
          'cac:DeliveryParty': { 'cac:PartyName': { 'cbc:Name': personName(invoice.deliveryAddress) } },
        }),
      },
      // How an invoice was or is to be paid; how a credit note was refunded.
      ...((invoice.kind === 'invoice' || settled) && invoice.paymentMeans && { 'cac:PaymentMeans': [paymentMeans(invoice, invoice.paymentMeans)] }),
      'cac:PaymentTerms': { 'cbc:Note': paymentTerms(invoice).join('\n') },
      ...(adjustments.length > 0 ? { 'cac:AllowanceCharge': adjustments.map(allowanceCharge) } : {}),
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': amount(sign * invoice.totalVatCents),
          'cbc:TaxAmount@currencyID': EUR,
          'cac:TaxSubtotal': invoice.vatBreakdown.map((rate) => ({
            'cbc:TaxableAmount': amount(sign * rate.netCents),
            'cbc:TaxableAmount@currencyID': EUR,
            'cbc:TaxAmount': amount(sign * rate.vatCents),
            'cbc:TaxAmount@currencyID': EUR,
            'cac:TaxCategory': vatCategory(rate.vatRateBp),
          })),
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': amount(sum(lines)),
        'cbc:LineExtensionAmount@currencyID': EUR,
        'cbc:TaxExclusiveAmount': amount(sign * invoice.totalNetCents),
        'cbc:TaxExclusiveAmount@currencyID': EUR,
        'cbc:TaxInclusiveAmount': amount(grossCents),
        'cbc:TaxInclusiveAmount@currencyID': EUR,
        ...(allowances > 0 && { 'cbc:AllowanceTotalAmount': amount(allowances), 'cbc:AllowanceTotalAmount@currencyID': EUR }),
        ...(charges > 0 && { 'cbc:ChargeTotalAmount': amount(charges), 'cbc:ChargeTotalAmount@currencyID': EUR }),
        // Paid (an order's invoice is issued once it is), or refunded (a credit note): nothing is left due.
        ...(settled && { 'cbc:PrepaidAmount': amount(grossCents), 'cbc:PrepaidAmount@currencyID': EUR }),
        'cbc:PayableAmount': amount(settled ? 0 : grossCents),
        'cbc:PayableAmount@currencyID': EUR,
      },
      'cac:InvoiceLine': lines.map((line, i) => ({
        'cbc:ID': String(i + 1),
        // A price is never negative (BR-27): a line that counts the other way (a credit note's
        // return fee, kept) states a negative quantity at its positive price.
        'cbc:InvoicedQuantity': String(sign * line.unitNetCents < 0 ? -line.quantity : line.quantity),
        // H87: pieces.
        'cbc:InvoicedQuantity@unitCode': 'H87',
        'cbc:LineExtensionAmount': amount(line.cents),
        'cbc:LineExtensionAmount@currencyID': EUR,
        'cac:Item': {
          'cbc:Name': line.description,
          ...(text(line.reference) && { 'cac:SellersItemIdentification': { 'cbc:ID': text(line.reference) } }),
          'cac:ClassifiedTaxCategory': vatCategory(line.vatRateBp),
        },
        'cac:Price': { 'cbc:PriceAmount': amount(Math.abs(line.unitNetCents)), 'cbc:PriceAmount@currencyID': EUR },
      })) as Ubl['cac:InvoiceLine'],
    },
  };
}

/**
 * The invoice as @e-invoice-eu/core's CII mapping needs it to write the preceding invoice
 * (BT-25, BT-26): its 2.3.4 mapping reads `cac:BillingReference[].cbc:ID` and `cbc:IssueDate`,
 * one level above where its own JSON schema puts them (`cac:InvoiceDocumentReference`), and
 * copies the date as is into a format-102 date, which wants YYYYMMDD. So each reference is
 * given both ways; the shop calls the library's format service, which does not check the JSON
 * against the schema (that check would refuse the extra keys). ADR 12; checked on the XML
 * taken out of the PDF (admin-invoices.api.test.ts), so a library that maps it differently shows.
 */
export function withCiiPrecedingInvoice(invoice: Invoice): Invoice {
  const ubl = invoice['ubl:Invoice'];
  const references = ubl['cac:BillingReference'];
  if (!references) return invoice;
  const flat = (reference: BillingReference) => {
    const { 'cbc:ID': id, 'cbc:IssueDate': day } = reference['cac:InvoiceDocumentReference'];
    return { ...reference, 'cbc:ID': id, ...(day && { 'cbc:IssueDate': day.replaceAll('-', '') }) };
  };
  return { ...invoice, 'ubl:Invoice': { ...ubl, 'cac:BillingReference': references.map(flat) as BillingReference[] } };
}
