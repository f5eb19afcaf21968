import type { dialogs as english } from "../en/dialogs";
import type { Translation } from "../../translation";

export const dialogs: Translation<typeof english> = {
  "dialogs.signin.title": "جارٍ تسجيل الدخول",
  "dialogs.signin.opening": "جارٍ فتح صفحة تسجيل الدخول…",
  "dialogs.signin.notStarted":
    "هذه النافذة جزء من تسجيل الدخول إلى «تحويل المستندات إلى نص». أغلقها وحدد «تسجيل الدخول» في الوظيفة الإضافية.",
  "dialogs.signin.finishing": "جارٍ إكمال تسجيل الدخول…",
  "dialogs.signin.signedInPopup": "تم تسجيل الدخول. يمكنك إغلاق هذه النافذة.",
  "dialogs.signin.signedInDialog": "تم تسجيل الدخول. ستُغلق هذه النافذة تلقائيًا.",
  "dialogs.payment.title": "جارٍ تأكيد الدفع",
  "dialogs.payment.opening": "جارٍ فتح صفحة تأكيد الدفع…",
  "dialogs.payment.noTarget":
    "هذه النافذة جزء من شراء الأرصدة في «تحويل المستندات إلى نص»، لكن ليست لديها صفحة من الخدمة لعرضها. أغلقها وحدد «شراء أرصدة» مرة أخرى.",
  "dialogs.microsoft.title": "جارٍ تسجيل الدخول إلى \u2068Microsoft 365\u2069",
  "dialogs.microsoft.working": "جارٍ تسجيل الدخول إلى \u2068Microsoft 365\u2069…",
  "dialogs.microsoft.notSetUp": "لم يتم إعداد تسجيل الدخول إلى \u2068Microsoft 365\u2069 لهذه الوظيفة الإضافية.",
  "dialogs.microsoft.signedIn": "تم تسجيل الدخول إلى \u2068Microsoft 365\u2069. يمكنك إغلاق هذه النافذة.",
  "dialogs.microsoft.failed": "لم ينجح تسجيل الدخول إلى \u2068Microsoft 365\u2069. أغلق هذه النافذة وأعد المحاولة.",
  "dialogs.payment.policyUnread":
    "تعذّرت قراءة سياسة مؤسستك، لذا لا يُسمح بشراء الأرصدة هنا حاليًا. أغلق هذه النافذة واطلب من المسؤول لديك التحقق من السياسة.",
  "dialogs.microsoft.policyUnread":
    "تعذّرت قراءة سياسة مؤسستك، لذا لا يُسمح بملفات \u2068Microsoft 365\u2069 هنا حاليًا. أغلق هذه النافذة واطلب من المسؤول لديك التحقق من السياسة.",
  "dialogs.signin.policyRefused": "لا تسمح مؤسستك بتسجيل الدخول بحسابك هنا. أغلق هذه النافذة.",
  "dialogs.payment.policyRefused": "لا تسمح مؤسستك بشراء الأرصدة في هذه الوظيفة الإضافية. أغلق هذه النافذة.",
  "dialogs.microsoft.policyRefused": "لا تسمح مؤسستك بملفات \u2068Microsoft 365\u2069 في هذه الوظيفة الإضافية. أغلق هذه النافذة.",
};
