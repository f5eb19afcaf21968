// The usual names of a column across the UI's languages (English, German, French, Spanish, Arabic) and the
// documents' (Italian, Portuguese, Dutch): two headings of one concept are the same column. Names are written
// as people write them and reduced by headingKey, so accents, case and punctuation need no variants here.
// A concept is narrow on purpose: "Net", "VAT" and "Amount" are three columns, so a ledger's "Net" is never
// given an invoice's "Amount". Pure data and one lookup.
import { compactKey, headingKey, singularKey } from "./headingKey";

/** Concept -> the names it goes by (kept a line per language group, not one name a line). */
// prettier-ignore
const CONCEPTS: Readonly<Record<string, readonly string[]>> = {
  quantity: [
    "Qty", "Quantity", "Quantities", "Pcs", "Pieces", "Units", "No. of units",
    "Menge", "Anzahl", "Stück", "Stk", "Stückzahl", "Liefermenge",
    "Quantité", "Qté", "Qte", "Nombre", "Nb",
    "Cantidad", "Cant", "Cant.", "Unidades",
    "الكمية", "كمية", "العدد",
    "Quantità", "Qtà", "Quantidade", "Qtd", "Qtde", "Aantal", "Hoeveelheid",
  ],
  amount: [
    "Amount", "Total", "Line total", "Total amount", "Sum", "Value", "Amt", "Line amount", "Extended price",
    "Betrag", "Gesamt", "Gesamtbetrag", "Summe", "Gesamtpreis", "Wert", "Endbetrag",
    "Montant", "Total", "Montant total", "Somme", "Valeur", "Prix total",
    "Importe", "Total", "Importe total", "Monto", "Suma", "Valor",
    "المبلغ", "المجموع", "الإجمالي", "إجمالي", "القيمة", "المبلغ الإجمالي",
    "Importo", "Totale", "Bedrag", "Totaal",
  ],
  unitPrice: [
    "Unit price", "Price", "Rate", "Unit cost", "Price per unit", "Each",
    "Preis", "Einzelpreis", "Stückpreis", "E-Preis", "Preis pro Einheit",
    "Prix unitaire", "Prix", "PU", "P.U.", "Tarif",
    "Precio", "Precio unitario", "P. unitario", "Precio por unidad",
    "سعر الوحدة", "السعر", "سعر", "سعر الوحده",
    "Prezzo", "Prezzo unitario", "Preço", "Preço unitário", "Prijs", "Stukprijs",
  ],
  description: [
    "Description", "Item", "Article", "Product", "Goods", "Service", "Item description", "Details",
    "Beschreibung", "Bezeichnung", "Artikel", "Artikelbezeichnung", "Produkt", "Leistung",
    "Désignation", "Libellé", "Produit", "Prestation",
    "Descripción", "Concepto", "Artículo", "Producto", "Detalle",
    "الوصف", "البيان", "الصنف", "المنتج", "التفاصيل",
    "Descrizione", "Articolo", "Descrição", "Produto", "Omschrijving", "Artikel",
  ],
  date: ["Date", "Datum", "Fecha", "التاريخ", "تاريخ", "Data"],
  invoiceDate: [
    "Invoice date", "Date of invoice", "Billing date", "Rechnungsdatum", "Date de facture", "Date facture",
    "Date de facturation", "Fecha de factura", "Fecha factura", "Fecha de emisión", "تاريخ الفاتورة",
    "Data fattura", "Data da fatura", "Factuurdatum",
  ],
  dueDate: [
    "Due date", "Payment due", "Due", "Fällig", "Fälligkeit", "Fälligkeitsdatum", "Zahlbar bis", "Échéance",
    "Date d'échéance", "Date limite de paiement", "Vencimiento", "Fecha de vencimiento", "تاريخ الاستحقاق",
    "Scadenza", "Data di scadenza", "Vencimento", "Vervaldatum",
  ],
  invoiceNumber: [
    "Invoice", "Rechnung", "Facture", "Factura", "الفاتورة", "Fattura", "Fatura", "Factuur",
    "Invoice number", "Invoice no", "Invoice #", "Inv no", "Invoice ID", "Bill no",
    "Rechnungsnummer", "Rechnungs-Nr.", "Rechnung Nr", "Re-Nr", "RE-Nr.",
    "Numéro de facture", "N° facture", "No facture", "Facture n°", "Numéro facture",
    "Número de factura", "Nº factura", "Factura nº", "Núm. factura", "No. de factura",
    "رقم الفاتورة", "Numero fattura", "Número da fatura", "Factuurnummer",
  ],
  orderNumber: [
    "Order number", "Order no", "PO", "PO number", "Purchase order", "Bestellnummer", "Bestell-Nr.", "Auftragsnummer",
    "Numéro de commande", "N° de commande", "Bon de commande", "Número de pedido", "Nº pedido", "Pedido",
    "رقم الطلب", "رقم أمر الشراء", "Numero ordine", "Número do pedido", "Bestelnummer",
  ],
  deliveryNote: [
    "Delivery note", "Delivery note no", "Packing slip", "Lieferschein", "Lieferscheinnummer", "Lieferschein-Nr.",
    "Bon de livraison", "BL", "Albarán", "Nº albarán", "إشعار التسليم", "Bolla", "Guia de remessa", "Pakbon",
  ],
  itemNumber: [
    "Item no", "Item number", "Article no", "SKU", "Part number", "Part no", "Product code", "Item code",
    "Artikelnummer", "Artikel-Nr.", "Art.-Nr.", "Materialnummer", "Référence", "Réf", "Réf.", "Code article",
    "Referencia", "Ref.", "Código", "Código de artículo", "رمز الصنف", "رقم الصنف", "Codice articolo", "Código do produto",
    "Artikelcode",
  ],
  line: ["Line", "Line no", "Pos", "Pos.", "Pos. Nr.", "Zeile", "Ligne", "N° de ligne", "Línea", "Renglón", "البند", "رقم البند", "Riga", "Regel"],
  unit: ["Unit", "UoM", "Unit of measure", "Einheit", "ME", "Mengeneinheit", "Unité", "Unidad", "U.M.", "الوحدة", "Unità", "Unidade", "Eenheid"],
  net: [
    "Net", "Net amount", "Subtotal", "Sub-total", "Total excl. VAT", "Netto", "Nettobetrag", "Zwischensumme",
    "HT", "Montant HT", "Total HT", "Sous-total", "Neto", "Importe neto", "Base imponible",
    "المجموع الفرعي", "الصافي", "المبلغ الصافي", "Imponibile", "Subtotale", "Líquido", "Subtotaal",
  ],
  gross: [
    "Gross", "Gross amount", "Total incl. VAT", "Grand total", "Brutto", "Bruttobetrag", "Rechnungsbetrag",
    "TTC", "Total TTC", "Montant TTC", "Bruto", "Total con IVA", "Importe bruto", "الإجمالي شامل الضريبة",
    "Totale fattura", "Totaal incl. btw",
  ],
  tax: [
    "VAT", "Tax", "VAT amount", "Tax amount", "Sales tax", "MwSt", "MwSt.", "USt", "Mehrwertsteuer", "Umsatzsteuer",
    "Steuer", "TVA", "Montant TVA", "Taxe", "IVA", "Impuesto", "Cuota IVA", "Importe IVA", "الضريبة",
    "ضريبة القيمة المضافة", "مبلغ الضريبة", "Imposta", "BTW",
  ],
  taxRate: [
    "VAT %", "VAT rate", "Tax rate", "Tax %", "MwSt %", "MwSt.-Satz", "USt %", "Steuersatz", "Taux TVA", "TVA %",
    "Taux de TVA", "IVA %", "Tipo IVA", "Tipo de IVA", "% IVA", "نسبة الضريبة", "Aliquota IVA", "BTW %",
  ],
  discount: ["Discount", "Disc.", "Rabatt", "Nachlass", "Skonto", "Remise", "Rabais", "Descuento", "Dto.", "الخصم", "خصم", "Sconto", "Desconto", "Korting"],
  currency: ["Currency", "Cur", "Ccy", "Währung", "Devise", "Monnaie", "Moneda", "Divisa", "العملة", "Valuta", "Moeda"],
  vendor: [
    "Vendor", "Supplier", "Seller", "Merchant", "Payee", "Lieferant", "Verkäufer", "Händler", "Fournisseur", "Vendeur",
    "Commerçant", "Proveedor", "Vendedor", "Comercio", "المورد", "البائع", "Fornitore", "Fornecedor", "Leverancier",
  ],
  customer: [
    "Customer", "Client", "Buyer", "Bill to", "Kunde", "Käufer", "Rechnungsempfänger", "Acheteur", "Cliente",
    "Comprador", "العميل", "الزبون", "المشتري", "Klant",
  ],
  category: ["Category", "Type", "Kategorie", "Art", "Catégorie", "Categoría", "Tipo", "الفئة", "الصنف الفرعي", "Categoria", "Categorie"],
  notes: [
    "Notes", "Note", "Remarks", "Comment", "Comments", "Memo", "Bemerkung", "Bemerkungen", "Anmerkung", "Kommentar",
    "Notiz", "Remarque", "Remarques", "Commentaire", "Observations", "Observaciones", "Nota", "Notas", "Comentario",
    "ملاحظات", "ملاحظة", "Osservazioni", "Observações", "Opmerking",
  ],
  account: ["Account", "GL account", "Konto", "Sachkonto", "Compte", "Cuenta", "الحساب", "Conto", "Conta", "Rekening"],
  costCenter: ["Cost center", "Cost centre", "Kostenstelle", "Centre de coût", "Centro de coste", "Centro de costo", "مركز التكلفة", "Centro di costo", "Kostenplaats"],
  weight: ["Weight", "Gewicht", "Poids", "Peso", "الوزن", "Gewicht (kg)"],
  time: ["Time", "Zeit", "Uhrzeit", "Heure", "Hora", "الوقت", "Ora", "Tijd"],
  name: ["Name", "Nom", "Nombre", "Nombre completo", "الاسم", "Nome", "Naam"],
  email: ["Email", "E-mail", "Mail", "E-Mail-Adresse", "Courriel", "Adresse e-mail", "Correo", "Correo electrónico", "البريد الإلكتروني"],
  phone: ["Phone", "Telephone", "Tel", "Telefon", "Téléphone", "Teléfono", "الهاتف", "Telefono", "Telefoon"],
  address: ["Address", "Adresse", "Anschrift", "Dirección", "Domicilio", "العنوان", "Indirizzo", "Endereço", "Adres"],
  city: ["City", "Town", "Ort", "Stadt", "Ville", "Ciudad", "المدينة", "Città", "Cidade", "Plaats"],
  country: ["Country", "Land", "Pays", "País", "البلد", "الدولة", "Paese"],
  iban: ["IBAN", "Bank account", "Bankverbindung", "Compte bancaire", "Cuenta bancaria", "الحساب البنكي"],
  paymentTerms: ["Payment terms", "Terms", "Zahlungsbedingungen", "Conditions de paiement", "Condiciones de pago", "شروط الدفع"],
  file: ["File", "File name", "Filename", "Source file", "Source", "Quelle", "Origine", "Fuente", "المصدر", "Document", "Datei", "Dateiname", "Dokument", "Fichier", "Nom du fichier", "Archivo", "Nombre de archivo", "Documento", "الملف", "اسم الملف", "المستند", "Bestand"],
  page: ["Page", "Page no", "Pg", "Seite", "Página", "Pág.", "الصفحة", "صفحة", "Pagina"],
  dateInserted: [
    "Date inserted", "Inserted", "Imported", "Import date", "Imported on", "Added on", "Date added", "Eingefügt am", "Importiert am",
    "Importdatum", "Erfasst am", "Date d'import", "Date d'importation", "Ajouté le", "Fecha de importación", "Importado el",
    "Añadido el", "تاريخ الإدراج", "تاريخ الاستيراد",
  ],
};

/** One map per way of reducing a name (words, no spaces, singular); a name two concepts share decides nothing. */
const LOOKUPS: readonly ReadonlyMap<string, string>[] = [headingKey, compactKey, singularKey].map((reduce) => {
  const map = new Map<string, string>();
  const shared = new Set<string>();
  for (const [concept, names] of Object.entries(CONCEPTS))
    for (const name of names) {
      const key = reduce(name);
      const had = map.get(key);
      if (key === "") continue;
      if (had !== undefined && had !== concept) shared.add(key);
      else map.set(key, concept);
    }
  for (const key of shared) map.delete(key);
  return map;
});

/** The concept a heading names, or null when it is none this knows. */
export function conceptOf(heading: string): string | null {
  const keys = [headingKey(heading), compactKey(heading), singularKey(heading)];
  for (let i = 0; i < LOOKUPS.length; i++) {
    const found = LOOKUPS[i]?.get(keys[i] ?? "");
    if (found !== undefined) return found;
  }
  return null;
}
