/** Russian texts every area of the API shares: an unknown path or thing, a wrong method, a bug. */
export const MSG_NOT_FOUND = "Не найдено";
export const MSG_METHOD = "Метод не поддерживается";
export const MSG_INTERNAL = "Сервис временно недоступен, попробуйте позже";
