// Country names as OFAC writes them (nationality / citizen in Remarks) → ISO alpha-3, the
// form applicants' nationality arrives in. Names not here are kept out of the entry's
// nationalities (and counted by the import) rather than guessed.
const OFAC_COUNTRIES: Record<string, string> = {
  afghanistan: "AFG", albania: "ALB", algeria: "DZA", angola: "AGO", argentina: "ARG", armenia: "ARM",
  australia: "AUS", austria: "AUT", azerbaijan: "AZE", bahrain: "BHR", bangladesh: "BGD", barbados: "BRB",
  belarus: "BLR", belgium: "BEL", bolivia: "BOL", "bosnia and herzegovina": "BIH", brazil: "BRA",
  bulgaria: "BGR", "burkina faso": "BFA", burma: "MMR", "cabo verde": "CPV", cambodia: "KHM",
  cameroon: "CMR", canada: "CAN", "central african republic": "CAF", chad: "TCD", chile: "CHL", china: "CHN",
  colombia: "COL", comoros: "COM", "congo, democratic republic of the": "COD", "congo, republic of the": "COG",
  "costa rica": "CRI", croatia: "HRV", cuba: "CUB", cyprus: "CYP", "czech republic": "CZE", czechia: "CZE", denmark: "DNK",
  djibouti: "DJI", "dominican republic": "DOM", ecuador: "ECU", egypt: "EGY", "el salvador": "SLV",
  "equatorial guinea": "GNQ", eritrea: "ERI", estonia: "EST", ethiopia: "ETH", finland: "FIN", france: "FRA",
  georgia: "GEO", germany: "DEU", ghana: "GHA", greece: "GRC", guatemala: "GTM", guinea: "GIN",
  "guinea-bissau": "GNB", haiti: "HTI", honduras: "HND", "hong kong": "HKG", hungary: "HUN", india: "IND",
  indonesia: "IDN", iran: "IRN", iraq: "IRQ", ireland: "IRL", israel: "ISR", italy: "ITA", japan: "JPN", jordan: "JOR",
  kazakhstan: "KAZ", kenya: "KEN", "korea, north": "PRK", "korea, south": "KOR", kosovo: "XKX", kuwait: "KWT",
  kyrgyzstan: "KGZ", laos: "LAO", latvia: "LVA", lebanon: "LBN", liberia: "LBR", libya: "LBY", liechtenstein: "LIE",
  lithuania: "LTU", malaysia: "MYS", maldives: "MDV", mali: "MLI", malta: "MLT", mauritania: "MRT", mexico: "MEX",
  moldova: "MDA", mongolia: "MNG", montenegro: "MNE", morocco: "MAR", mozambique: "MOZ", netherlands: "NLD",
  "new zealand": "NZL", nicaragua: "NIC", niger: "NER", nigeria: "NGA", "north macedonia, the republic of": "MKD",
  norway: "NOR", oman: "OMN", pakistan: "PAK", palestinian: "PSE", "possibly palestinian": "PSE", "region: gaza": "PSE",
  panama: "PAN", paraguay: "PRY", peru: "PER", philippines: "PHL", poland: "POL", portugal: "PRT", qatar: "QAT",
  romania: "ROU", russia: "RUS", rwanda: "RWA", "saint kitts and nevis": "KNA", "saudi arabia": "SAU",
  senegal: "SEN", serbia: "SRB", "sierra leone": "SLE", singapore: "SGP", slovakia: "SVK", slovenia: "SVN",
  somalia: "SOM", "south africa": "ZAF", "south sudan": "SSD", spain: "ESP", "sri lanka": "LKA", sudan: "SDN",
  sweden: "SWE", switzerland: "CHE", syria: "SYR", taiwan: "TWN", tajikistan: "TJK", tanzania: "TZA",
  thailand: "THA", "the gambia": "GMB", "trinidad and tobago": "TTO", tunisia: "TUN", turkey: "TUR",
  turkmenistan: "TKM", uganda: "UGA", ukraine: "UKR", "united arab emirates": "ARE", "united kingdom": "GBR",
  "united states": "USA", uruguay: "URY", uzbekistan: "UZB", venezuela: "VEN", vietnam: "VNM", yemen: "YEM",
  zambia: "ZMB", zimbabwe: "ZWE",
};

export function countryCode(ofacName: string): string | undefined {
  return OFAC_COUNTRIES[ofacName.trim().toLowerCase().replace(/\s+/g, " ")];
}
