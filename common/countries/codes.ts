// ISO 3166-1 alpha-2 and alpha-3 codes, the service's one table of countries (the
// interface and the AML lists speak alpha-3, the gazetteer alpha-2). 249 ISO codes plus
// Kosovo, which ISO leaves to users: XK / XKX, as the EU and ICAO's machine-readable
// documents of Kosovo's neighbours write it (decision 0013). Data from the
// i18n-iso-countries package (MIT), copied as a table because nothing else needs the package.
const table =
  "ADAND AEARE AFAFG AGATG AIAIA ALALB AMARM AOAGO AQATA ARARG ASASM ATAUT AUAUS AWABW AXALA AZAZE " +
  "BABIH BBBRB BDBGD BEBEL BFBFA BGBGR BHBHR BIBDI BJBEN BLBLM BMBMU BNBRN BOBOL BQBES BRBRA BSBHS " +
  "BTBTN BVBVT BWBWA BYBLR BZBLZ CACAN CCCCK CDCOD CFCAF CGCOG CHCHE CICIV CKCOK CLCHL CMCMR CNCHN " +
  "COCOL CRCRI CUCUB CVCPV CWCUW CXCXR CYCYP CZCZE DEDEU DJDJI DKDNK DMDMA DODOM DZDZA ECECU EEEST " +
  "EGEGY EHESH ERERI ESESP ETETH FIFIN FJFJI FKFLK FMFSM FOFRO FRFRA GAGAB GBGBR GDGRD GEGEO GFGUF " +
  "GGGGY GHGHA GIGIB GLGRL GMGMB GNGIN GPGLP GQGNQ GRGRC GSSGS GTGTM GUGUM GWGNB GYGUY HKHKG HMHMD " +
  "HNHND HRHRV HTHTI HUHUN IDIDN IEIRL ILISR IMIMN ININD IOIOT IQIRQ IRIRN ISISL ITITA JEJEY JMJAM " +
  "JOJOR JPJPN KEKEN KGKGZ KHKHM KIKIR KMCOM KNKNA KPPRK KRKOR KWKWT KYCYM KZKAZ LALAO LBLBN LCLCA " +
  "LILIE LKLKA LRLBR LSLSO LTLTU LULUX LVLVA LYLBY MAMAR MCMCO MDMDA MEMNE MFMAF MGMDG MHMHL MKMKD " +
  "MLMLI MMMMR MNMNG MOMAC MPMNP MQMTQ MRMRT MSMSR MTMLT MUMUS MVMDV MWMWI MXMEX MYMYS MZMOZ NANAM " +
  "NCNCL NENER NFNFK NGNGA NINIC NLNLD NONOR NPNPL NRNRU NUNIU NZNZL OMOMN PAPAN PEPER PFPYF PGPNG " +
  "PHPHL PKPAK PLPOL PMSPM PNPCN PRPRI PSPSE PTPRT PWPLW PYPRY QAQAT REREU ROROU RSSRB RURUS RWRWA " +
  "SASAU SBSLB SCSYC SDSDN SESWE SGSGP SHSHN SISVN SJSJM SKSVK SLSLE SMSMR SNSEN SOSOM SRSUR SSSSD " +
  "STSTP SVSLV SXSXM SYSYR SZSWZ TCTCA TDTCD TFATF TGTGO THTHA TJTJK TKTKL TLTLS TMTKM TNTUN TOTON " +
  "TRTUR TTTTO TVTUV TWTWN TZTZA UAUKR UGUGA UMUMI USUSA UYURY UZUZB VAVAT VCVCT VEVEN VGVGB VIVIR " +
  "VNVNM VUVUT WFWLF WSWSM XKXKX YEYEM YTMYT ZAZAF ZMZMB ZWZWE ";

const alpha3ByAlpha2: ReadonlyMap<string, string> = new Map(
  table
    .trim()
    .split(" ")
    .map((pair) => [pair.slice(0, 2), pair.slice(2)] as const),
);
const alpha2ByAlpha3: ReadonlyMap<string, string> = new Map(
  [...alpha3ByAlpha2].map(([two, three]) => [three, two]),
);

/** Every alpha-2 code, for building name tables. */
export const ALPHA2_CODES: readonly string[] = [...alpha3ByAlpha2.keys()];

export function isCountryAlpha3(code: string): boolean {
  return alpha2ByAlpha3.has(code);
}

export function alpha3OfAlpha2(code: string): string | undefined {
  return alpha3ByAlpha2.get(code.toUpperCase());
}

export function alpha2OfAlpha3(code: string): string | undefined {
  return alpha2ByAlpha3.get(code.toUpperCase());
}
