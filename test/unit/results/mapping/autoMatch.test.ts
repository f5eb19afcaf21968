import { autoMatch, unmatchedTargets } from "../../../../src/results/mapping/autoMatch";
import { headingKey } from "../../../../src/results/mapping/headingKey";

/** [the user's table heading, the heading read from a document]: real-world pairs that are one column. */
const SAME: readonly (readonly [string, string])[] = [
  // English
  ["Qty", "Quantity"],
  ["Quantity", "QTY."],
  ["Amount", "Total"],
  ["Amount (EUR)", "amount"],
  ["Unit Price", "unit_price"],
  ["Price", "Unit price"],
  ["Description", "Item"],
  ["Invoice No.", "Invoice #"],
  ["Invoice number", "InvoiceNumber"],
  ["Due date", "Payment due"],
  ["Supplier", "Vendor"],
  ["Customer", "Bill to"],
  ["VAT", "Tax"],
  ["VAT %", "Tax rate"],
  ["Subtotal", "Net amount"],
  ["Notes", "Remarks"],
  ["SKU", "Item code"],
  ["PO Number", "Purchase order"],
  ["Cost centre", "Cost Center"],
  // German
  ["Menge", "Qty"],
  ["Betrag", "Amount"],
  ["Betrag in EUR", "Gesamtbetrag"],
  ["Datum", "Date"],
  ["Rechnungsnummer", "Invoice number"],
  ["Rechnungs-Nr.", "Rechnungsnummer"],
  ["Einzelpreis", "Unit price"],
  ["Bezeichnung", "Description"],
  ["Lieferant", "Supplier"],
  ["MwSt.", "VAT"],
  ["Nettobetrag", "Net"],
  ["Fälligkeitsdatum", "Due date"],
  ["Artikelnummer", "Art.-Nr."],
  ["Bemerkung", "Notes"],
  ["Stückzahl", "Menge"],
  ["Währung", "Currency"],
  // French
  ["Quantité", "Qty"],
  ["Qté", "Quantité"],
  ["Montant", "Amount"],
  ["Montant", "Betrag"],
  ["Date", "Datum"],
  ["Désignation", "Description"],
  ["Prix unitaire", "Unit price"],
  ["N° facture", "Invoice no"],
  ["Fournisseur", "Vendor"],
  ["TVA", "VAT"],
  ["Total HT", "Subtotal"],
  ["Total TTC", "Grand total"],
  ["Échéance", "Due date"],
  ["Référence", "SKU"],
  ["Devise", "Currency"],
  // Spanish
  ["Cantidad", "Quantity"],
  ["Cantidad", "Menge"],
  ["Importe", "Amount"],
  ["Importe", "Montant"],
  ["Fecha", "Date"],
  ["Descripción", "Item"],
  ["Precio unitario", "Unit price"],
  ["Número de factura", "Invoice number"],
  ["Proveedor", "Supplier"],
  ["IVA", "VAT"],
  ["Base imponible", "Net amount"],
  ["Fecha de vencimiento", "Due date"],
  ["Observaciones", "Notes"],
  // Arabic
  ["الكمية", "Qty"],
  ["كمية", "الكمية"],
  ["المبلغ", "Amount"],
  ["التاريخ", "Date"],
  ["تاريخ", "Fecha"],
  ["الوصف", "Description"],
  ["سعر الوحدة", "Unit price"],
  ["رقم الفاتورة", "Invoice number"],
  ["المورد", "Supplier"],
  ["الضريبة", "VAT"],
  ["العملة", "Currency"],
  ["ملاحظات", "Notes"],
  // Documents' other languages
  ["Quantity", "Quantità"],
  ["Amount", "Bedrag"],
  ["Invoice date", "Factuurdatum"],
];

/** Headings that are different columns: nothing is proposed. */
const DIFFERENT: readonly (readonly [string, string])[] = [
  ["Net", "Amount"],
  ["VAT", "Amount"],
  ["Amount", "Unit price"],
  ["Quantity", "Unit"],
  ["Date", "Due date"],
  ["Invoice date", "Date"],
  ["Invoice number", "Order number"],
  ["Supplier", "Customer"],
  ["VAT %", "VAT"],
  ["Gross", "Net"],
  ["Description", "Category"],
  ["Betrag", "MwSt."],
  ["Menge", "Einheit"],
  ["Montant HT", "Montant TVA"],
  ["Cantidad", "Precio"],
  ["المبلغ", "الضريبة"],
  ["Approved by", "Amount"],
  ["Project", "Product code"],
  ["Status", "Item"],
  ["Region", "Item"],
  ["", "Amount"],
];

describe("autoMatch: heading pairs", () => {
  it("has at least 60 matching pairs in five languages", () => {
    expect(SAME.length).toBeGreaterThanOrEqual(60);
  });

  it.each(SAME)("'%s' <- '%s'", (target, source) => {
    const mapping = autoMatch([target], [{ key: "s", name: source }]);
    expect(mapping.columns).toEqual([{ kind: "source", key: "s" }]);
    expect(mapping.extra).toEqual([]);
  });

  it.each(DIFFERENT)("'%s' is not '%s'", (target, source) => {
    const mapping = autoMatch([target], [{ key: "s", name: source }]);
    expect(mapping.columns).toEqual([{ kind: "empty" }]);
    expect(mapping.extra).toEqual([{ key: "s", name: source, add: false }]);
  });
});

describe("autoMatch: a whole table", () => {
  it("matches a ledger in another order and language, exact names first, and says what it could not match", () => {
    const ledger = ["Datum", "Lieferant", "Artikel", "Menge", "Preis", "Betrag", "Gesamt netto", "Kostenstelle", "Projekt"];
    const invoice = ["Item", "Qty", "Unit price", "Amount"].map((name, i) => ({ key: String(i), name }));
    const mapping = autoMatch(ledger, invoice);
    expect(mapping.columns).toEqual([
      { kind: "empty" },
      { kind: "empty" },
      { kind: "source", key: "0" },
      { kind: "source", key: "1" },
      { kind: "source", key: "2" },
      { kind: "source", key: "3" },
      { kind: "empty" },
      { kind: "empty" },
      { kind: "empty" },
    ]);
    expect(unmatchedTargets(ledger, mapping)).toEqual(["Datum", "Lieferant", "Gesamt netto", "Kostenstelle", "Projekt"]);
  });

  it("gives an exact heading before a synonym, and each source once", () => {
    const mapping = autoMatch(
      ["Amount", "Total"],
      [
        { key: "a", name: "Total" },
        { key: "b", name: "Betrag" },
      ],
    );
    expect(mapping.columns).toEqual([
      { kind: "source", key: "b" },
      { kind: "source", key: "a" },
    ]);
  });

  it("matches extractor fields by key as well as name, and fills file, page and date columns with fixed values", () => {
    const mapping = autoMatch(
      ["File name", "Seite", "Importiert am", "Total", "Vendor"],
      [
        { key: "total_amount", name: "Invoice total", alias: "total_amount" },
        { key: "vendor_name", name: "Vendor", alias: "vendor_name" },
        { key: "notes", name: "Notes" },
      ],
    );
    expect(mapping.columns).toEqual([
      { kind: "fixed", value: "fileName" },
      { kind: "fixed", value: "page" },
      { kind: "fixed", value: "dateInserted" },
      { kind: "source", key: "total_amount" },
      { kind: "source", key: "vendor_name" },
    ]);
    expect(mapping.extra).toEqual([{ key: "notes", name: "Notes", add: false }]);
  });

  it("sets aside case, accents, punctuation, brackets and Arabic letter variants", () => {
    expect(headingKey("  MONTANT (€) ")).toBe(headingKey("montant"));
    expect(headingKey("Qté.")).toBe("qte");
    expect(headingKey("Date de facture")).toBe("date facture");
    expect(headingKey("الإجمالي")).toBe(headingKey("اجمالي"));
  });
});
