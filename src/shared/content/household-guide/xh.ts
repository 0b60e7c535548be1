// isiXhosa. Machine-assisted, awaiting review by a fluent speaker (docs/i18n/README.md); the English guide counts.
import type { HouseholdGuideTranslation } from './types.js';

const xh: HouseholdGuideTranslation = {
  reviewStatus: 'machine-assisted',
  reviewNotice:
    'Le nguqulelo yenziwe ngoncedo lomatshini kwaye isalindele ukuhlolwa sisithethi solu lwimi. Isikhokelo sesiNgesi sesona sisemthethweni.',
  title: 'Ukuqesha umsebenzi wasekhaya: oko umthetho akufunayo kwikhaya lakho',
  intro:
    'Xa uqesha umntu oza kucoca, apheke, alime igadi okanye akhathalele usapho lwakho ekhayeni lakho, ikhaya lakho liba ngumqeshi. Uninzi lwezinto umthetho azifunayo lulula, kwaye lukhusela nobabini. Esi sikhokelo sichaza izinto ezintlanu ekufuneka uzenze kakuhle.',
  disclaimer:
    'Esi sikhokelo sisishwankathelo ngolwimi olulula, asiyongcebiso yezomthetho. ISebe lezeNgqesho nezaBasebenzi liphendula imibuzo malunga noxanduva lwakho.',
  sections: {
    employer: {
      title: 'Ungumqeshi',
      paragraphs: [
        'Umsebenzi wasekhaya ukhuselwe yi-Basic Conditions of Employment Act kunye ne-Sectoral Determination 7 yecandelo labasebenzi basemakhaya. Ziyasebenza nokuba usebenza yonke imihla okanye usuku olunye ngeveki, nokuba ninesivumelwano esibhaliweyo okanye anikabi naso.',
        'I-Work Local inceda ngamaphepha: iinkcukacha ezibhaliweyo zengqesho, isiliphu somvuzo rhoqo ngosuku lokuhlawula, kunye nezikhumbuzo zokuhlawula i-UIF.',
      ],
      points: [],
    },
    'minimum-wage': {
      title: 'Hlawula ubuncinane umvuzo ophantsi',
      paragraphs: [
        'Umvuzo ophantsi wesizwe ngu-{minimumWage} ngeyure ukusukela ngo-{minimumWageFrom}. Uyafana kubasebenzi basemakhaya nakuye wonke umntu.',
        'Imali yothutho, ukutya kunye negumbi asiyonxalenye yomvuzo ophantsi: umvuzo weyure ngokwawo kufuneka uwufikelele.',
      ],
      points: [
        'Usuku lweeyure ezi-{minPaidHours} okanye ngaphantsi luhlawulwa njengeeyure ezi-{minPaidHours}.',
        'Ixesha elongezelelweyo lihlawulwa ubuncinane kabini ngesiqingatha somvuzo weyure, kwaye ngesivumelwano kuphela.',
        'Ukusebenza ngeCawa kuhlawulwa kabini, okanye kanye ngesiqingatha ukuba uqhele ukusebenza ngeeCawa.',
        'Ukusebenza ngeholide likawonke-wonke kungesivumelwano kuphela kwaye kuhlawulwa ubuncinane kabini.',
      ],
    },
    paperwork: {
      title: 'Kubhale phantsi: iinkcukacha kunye neziliphu zomvuzo',
      paragraphs: [
        'Xa eqala, mnike iinkcukacha ezibhaliweyo zengqesho: ukuba ningoobani nobabini, usebenza phi nanini, imisebenzi yakhe, umvuzo wakhe nendlela obalwa ngayo, ixesha elongezelelweyo, intlawulo engeyomali, izinto ezitsalwayo, ikhefu kunye nesaziso. Zicacise ngolwimi aluqondayo, nize nityikitye nobabini.',
        'Mnike isiliphu somvuzo rhoqo ngosuku lokuhlawula esibonisa ixesha, izinga lomvuzo wakhe, iiyure asebenze zona, ixesha elongezelelweyo, umvuzo opheleleyo, into nganye etsalwayo kunye nomvuzo oseleyo. Ngaphandle kweziliphu zomvuzo, umsebenzi ngokuqhelekileyo akakwazi ukubanga i-UIF.',
      ],
      points: ['Gcina iikopi zeenkcukacha, iziliphu zomvuzo neerekhodi zexesha iminyaka emithathu.'],
    },
    uif: {
      title: 'Bhalisela i-UIF kwi-uFiling',
      paragraphs: [
        'Ukuba ukusebenzela ngaphezu kweeyure ezi-{uifMinHours} ngenyanga, mbhalise kwi-Unemployment Insurance Fund (UIF). I-UIF iyamhlawula xa ephulukana nomsebenzi, egula ixesha elide, okanye ezala umntwana.',
        'Inyanga nganye utsala i-{uifRate}% yomvuzo wakhe uze wongeze i-{uifRate}% yakho, kubalwa kumvuzo ukuya kuthi ga ku-{uifCeiling} ngenyanga.',
      ],
      points: [
        'Bhalisa njengomqeshi kwi-uFiling, inkonzo ye-intanethi yeSebe lezeNgqesho nezaBasebenzi.',
        'Xela umvuzo wakhe uze uhlawule i-UIF ngomhla we-7 wenyanga elandelayo.',
        'Bonisa into etsalelwa i-UIF kwisiliphu sakhe somvuzo.',
      ],
    },
    coida: {
      title: 'Bhalisa kwi-Compensation Fund (COIDA)',
      paragraphs: [
        'Ukusukela kwisigwebo se-Mahlangu seNkundla yoMgaqo-siseko somhla we-19 kuNovemba 2020 (esibuyela umva ukuya kowama-27 kuTshazimpuzi 1994), abasebenzi basemakhaya bakhuselwe yi-Compensation for Occupational Injuries and Diseases Act. Amakhaya kufuneka abhalise abasebenzi bawo basemakhaya kwi-Compensation Fund.',
        'INgxowa-mali ihlawulela ukwenzakala nezifo ezibangelwa ngumsebenzi wakhe, njengokuwa ecoca iifestile, ukuze kungabikho namnye kuni othwala obo buxhakaxhaka yedwa.',
      ],
      points: ['Bhalisa kwi-Compensation Fund njengomqeshi uze wongeze umsebenzi wakho wasekhaya.'],
    },
    leave: {
      title: 'Ikhefu',
      paragraphs: [
        'Ikhefu lihlawulwa ngomvuzo wakhe oqhelekileyo. Iholide likawonke-wonke alibalwa njengosuku lwekhefu lonyaka.',
      ],
      points: [
        'Ikhefu lonyaka: iiveki ezintathu ngonyaka (iintsuku ezingama-21 zilandelelana), okanye ngesivumelwano usuku olunye kwiintsuku ezili-17 ezisetyenzwe.',
        'Ikhefu lokugula: iintsuku ebeya kuzisebenza kwiiveki ezintandathu, kwiinyanga ezingama-36 nganye; kwiinyanga zakhe zokuqala ezintandathu, usuku olunye kwiintsuku ezingama-26 ezisetyenzwe.',
        'Ikhefu loxanduva losapho: iintsuku ezintlanu ngonyaka, xa esele ekusebenzele ngaphezu kweenyanga ezine ubuncinane iintsuku ezine ngeveki.',
        'Ikhefu lokubeleka: ubuncinane iinyanga ezine zilandelelana. Akunyanzelekanga ukuba umhlawule; angabanga kwi-UIF.',
      ],
    },
    notice: {
      title: 'Isaziso',
      paragraphs: [
        'Nabani kuni angayiphelisa ingqesho ngokunika isaziso esibhaliweyo: iveki enye kwiinyanga zakhe zokuqala ezintandathu, iiveki ezine emva koko. Ufuna isizathu esifanelekileyo nenkqubo efanelekileyo ukuze umgxothe.',
        'Ukuba uhlala kwigumbi olinikezayo, angahlala ubuncinane inyanga enye emva kwesaziso.',
      ],
      points: [
        'Ngosuku lwakhe lokugqibela, hlawula yonke into ayityalwayo: umvuzo, ikhefu elingathathwanga nezinye iintlawulo.',
      ],
    },
  },
};

export default xh;
