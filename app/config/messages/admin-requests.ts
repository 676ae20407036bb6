/**
 * Back office: requests (leads) from the forms.
 * The contract's texts are kept word for word, typos included: do not reword them.
 */

export const ADMIN_REQUEST_ANSWER = "Ответить по e-mail";
export const ADMIN_REQUEST_ANSWER_TEXT = "Ответ";
export const ADMIN_REQUEST_ANSWER_SEND = "Отправить ответ";
export const ADMIN_REQUEST_ANSWER_REQUIRED = "Напишите ответ";
export const ADMIN_REQUEST_ANSWERED = "Ответ отправлен";
export const ADMIN_REQUEST_ANSWERS = "Ответы";
export const ADMIN_REQUEST_ANSWER_SENT = (to: string, by: string) => `Кому: ${to} · ${by}`;
export const ADMIN_REQUEST_NO_EMAIL = "В заявке нет e-mail: ответить можно только по телефону";
export const ADMIN_REQUEST = (id: number) => `Заявка №${id}`;
export const ADMIN_REQUEST_KIND = "Вид";
export const ADMIN_REQUEST_KINDS: Record<string, string> = {
  project: "Заказ проекта",
  idea: "Обсуждение идеи",
  good_custom_size: "Индивидуальный размер",
  partner: "Партнёрство",
  feedback: "Обратная связь",
  presentation: "Презентация",
};
/** The other fields a request form sends, by their names in the request. */
export const ADMIN_REQUEST_FIELDS: Record<string, string> = { company: "Компания", city: "Город", site: "Сайт", source: "Страница отправки" };
export const ADMIN_REQUEST_FILES = "Файлы";
export const ADMIN_REQUEST_SUBJECT_GOOD = (id: number, name: string | null) => `Товар №${id}${name ? ` «${name}»` : ""}`;
export const ADMIN_REQUEST_SUBJECT_IDEA = (id: number, name: string | null) => `Идея №${id}${name ? ` «${name}»` : ""}`;
export const ADMIN_REQUEST_HANDLING_CHANGED = "Статус заявки изменён";
export const ADMIN_REQUESTS_CSV_HEADERS = ["Номер", "Дата", "Вид", "Обработка", "Имя", "Телефон", "E-mail", "Касается", "Текст", "Файлы"];
