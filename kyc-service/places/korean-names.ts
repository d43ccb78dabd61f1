// Hangul names of the larger South Korean cities, which the GeoNames extract lacks: they let
// a Korean address ("서울특별시 종로구 ...") resolve, and `language=ko` answer in Hangul.
// Right: the gazetteer's own name (some use older romanisations such as "Kimhae").
export const koreanCityNames: ReadonlyArray<readonly [hangul: string, gazetteerName: string]> = [
  ["서울", "Seoul"], ["부산", "Busan"], ["인천", "Incheon"], ["대구", "Daegu"], ["대전", "Daejeon"],
  ["광주", "Gwangju"], ["울산", "Ulsan"], ["세종", "Sejong"], ["수원", "Suwon"], ["고양", "Goyang-si"],
  ["성남", "Seongnam-si"], ["부천", "Bucheon-si"], ["안산", "Ansan-si"], ["안양", "Anyang-si"],
  ["남양주", "Namyangju"], ["화성", "Hwaseong-si"], ["의정부", "Uijeongbu-si"], ["청주", "Cheongju-si"],
  ["천안", "Cheonan"], ["전주", "Jeonju"], ["포항", "Pohang"], ["창원", "Changwon"], ["마산", "Masan"],
  ["김해", "Kimhae"], ["진주", "Chinju"], ["광명", "Kwangmyŏng"], ["원주", "Wŏnju"], ["제주", "Jeju City"],
  ["서귀포", "Seogwipo"], ["춘천", "Chuncheon"], ["강릉", "Gangneung"], ["여수", "Yeosu"], ["순천", "Suncheon"],
  ["목포", "Mokpo"], ["구미", "Gumi"], ["경주", "Gyeongju"], ["익산", "Iksan"], ["군산", "Gunsan"],
  ["이천", "Icheon-si"], ["구리", "Guri-si"], ["양주", "Yangju"], ["오산", "Osan"],
];

/** Today's romanisations of cities the extract spells the older way. */
export const romanisedAliases: ReadonlyArray<readonly [alias: string, gazetteerName: string]> = [
  ["Gimhae", "Kimhae"], ["Jinju", "Chinju"], ["Gwangmyeong", "Kwangmyŏng"], ["Jeju", "Jeju City"],
];
