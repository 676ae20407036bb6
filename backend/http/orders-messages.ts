/** Russian texts of the orders area (checkout, payment, requests, uploads, suggestions). Backend-only. */

export const MSG_REQUIRED = "Это поле обязательно";
export const MSG_EMAIL_INVALID = "Некорректный email";
export const MSG_PHONE_INVALID = "Введите мобильный номер в формате +7 9XX XXX XX XX";
export const MSG_CONSENT_REQUIRED = "Необходимо согласие на обработку персональных данных";
export const MSG_TOO_LONG = (max: number) => `Не более ${max} символов`;

// Checkout.
export const MSG_CART_EMPTY = "Корзина пуста";
export const MSG_CART_INVALID = "В корзине есть товары, которых нет в каталоге";
export const MSG_CART_TOO_MANY_LINES = "Слишком много позиций в одном заказе";
export const MSG_NOT_FOR_SALE = (name: string) => `Товар «${name}» сейчас не продаётся: уберите его из корзины`;
export const MSG_STOCK_SHORT = (name: string, stock: number) =>
  stock > 0 ? `Доступно только ${stock} шт. товара «${name}»` : `Товара «${name}» нет в наличии`;
export const MSG_DELIVERY_UNKNOWN = "Выберите способ доставки";
export const MSG_PAYMENT_UNKNOWN = "Выберите способ оплаты";
export const MSG_PAYMENT_METHOD_UNAVAILABLE = "Этот способ оплаты недоступен для суммы заказа. Выберите другой";
export const MSG_DELIVERY_DATE_UNAVAILABLE = "В этот день доставить нельзя: выберите один из предложенных дней";
export const MSG_DELIVERY_DATE_FULL = "Этот день уже занят: выберите другой день доставки";
export const MSG_DELIVERY_WINDOW_UNKNOWN = "Выберите время доставки";
export const MSG_DELIVERY_DATE_INVALID = "Укажите дату в виде ГГГГ-ММ-ДД";
export const MSG_PVZ_UNKNOWN = "Выберите пункт выдачи";
export const MSG_WAREHOUSE_UNKNOWN = "Выберите склад";
export const MSG_FLOOR_INVALID = "Укажите этаж числом";
export const MSG_LIFT_INVALID = "Выберите, есть ли лифт";
export const MSG_ADDRESS_SHORT = "Укажите улицу и дом";
export const MSG_COMPANY_INVALID = "Для оплаты по счёту укажите компанию: название, ИНН (10 или 12 цифр) и КПП (9 символов, у ИП его нет)";
export const MSG_IDEMPOTENCY_KEY = "Обновите страницу оформления заказа и отправьте форму ещё раз";
export const MSG_ORDER_ACCEPTED = (id: number) => `Спасибо! Заказ №${id} оформлен. Мы свяжемся с вами для подтверждения`;
export const MSG_ORDER_NOT_PAYABLE = "Этот заказ нельзя оплатить онлайн";
export const MSG_INVOICE_NOT_PAYABLE = "Заказ уже оплачен или отменён: отметить счёт оплаченным нельзя";
export const MSG_PAYMENT_UNAVAILABLE = "Оплата онлайн временно недоступна. Попробуйте через несколько минут";

export const ORDER_STATUS_TITLES = {
  new: "Принят",
  awaiting_payment: "Ожидает оплаты",
  paid: "Оплачен",
  cancelled: "Отменён",
} as const;

// Test payment gateway.
export const MSG_PAY_LINK_INVALID = "Ссылка на оплату недействительна";
export const PAY_PAGE_TITLE = "Тестовая оплата заказа";
export const PAY_PAGE_ORDER = (id: number) => `Заказ №${id}`;
export const PAY_PAGE_SUM = "Сумма к оплате";
export const PAY_PAGE_NOTE = "Это тестовый платёжный шлюз магазина: деньги не списываются.";
export const PAY_PAGE_TEST_LABEL = "Тестовый платёж: деньги не списываются";
export const PAY_PAGE_PAY = "Оплатить";
export const PAY_PAGE_CANCEL = "Отменить";
export const PAY_PAGE_DONE = "Заказ уже не ожидает оплаты";
export const PAY_PAGE_BACK = "Вернуться к заказу";

// Requests.
export const MSG_REQUEST_ACCEPTED = "Спасибо! Заявка принята. Менеджер свяжется с вами в рабочее время";
export const MSG_REQUEST_CODE_SENT = "Мы отправили код подтверждения на ваш телефон. Введите его, чтобы отправить заявку";
export const MSG_REQUEST_SMS = (code: string) => `Код подтверждения заявки: ${code}`;
export const MSG_REQUEST_REFUSED = "Заявка отклонена";
export const MSG_CAPTCHA_FAILED = "Не удалось подтвердить, что вы не робот. Обновите страницу и попробуйте ещё раз";
export const MSG_IDEA_UNKNOWN = "Выберите идею";
export const MSG_GOOD_UNKNOWN = "Товар не найден";
export const MSG_SITE_INVALID = "Некорректный адрес сайта";

// Uploads.
export const MSG_FILE_TYPE = "Недопустимый тип файла. Можно: png, jpg, jpeg, pdf, doc, docx";
export const MSG_FILE_CONTENT = "Содержимое файла не соответствует его типу";
export const MSG_FILE_SIZE = "Файл больше 10 000 КБ";
export const MSG_FILE_TOTAL = "Общий размер файлов больше 10 000 КБ";
export const MSG_FILE_COUNT = "Не больше 10 файлов";
export const MSG_FILES_NOT_HERE = "Эта форма не принимает файлы";
export const MSG_FIELD_TOO_LARGE = "Слишком длинное значение";
export const MSG_MULTIPART_BROKEN = "Не удалось прочитать отправленную форму";
