/**
 * What `/search/suggest?search=` answers the header box (with JS): queries that complete the text, sections it
 * names and the best goods, each with where it leads; all empty when there is nothing to offer.
 */
export interface SearchSuggestAnswer {
  queries: { text: string; url: string }[];
  sections: { name: string; url: string }[];
  goods: { name: string; url: string; price: number; image: { src: string; alt: string } }[];
}

export const NO_SEARCH_SUGGESTIONS: SearchSuggestAnswer = { queries: [], sections: [], goods: [] };
