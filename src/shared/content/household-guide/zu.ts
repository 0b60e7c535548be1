// isiZulu. Machine-assisted, awaiting review by a fluent speaker (docs/i18n/README.md); the English guide counts.
import type { HouseholdGuideTranslation } from './types.js';

const zu: HouseholdGuideTranslation = {
  reviewStatus: 'machine-assisted',
  reviewNotice:
    'Lokhu kuhumusha kwenziwe ngosizo lomshini futhi kusalindele ukubuyekezwa ngumuntu okhuluma lolu limi. Umhlahlandlela wesiNgisi yiwona osemthethweni.',
  title: 'Ukuqasha isisebenzi sasekhaya: lokho umthetho okufunayo ekhaya lakho',
  intro:
    'Uma uqasha umuntu ozohlanza, apheke, alime ingadi noma anakekele umndeni wakho ekhaya lakho, ikhaya lakho liba ngumqashi. Iningi lalokho umthetho okufunayo lilula, futhi livikela nobabili. Lo mhlahlandlela uchaza izinto ezinhlanu okufanele uzenze kahle.',
  disclaimer:
    'Lo mhlahlandlela uyisifinyezo ngolimi olulula, awusona iseluleko somthetho. UMnyango Wezemisebenzi Nabasebenzi uphendula imibuzo ngemisebenzi yakho.',
  sections: {
    employer: {
      title: 'Ungumqashi',
      paragraphs: [
        'Isisebenzi sasekhaya sivikelwe yi-Basic Conditions of Employment Act kanye ne-Sectoral Determination 7 yezisebenzi zasemakhaya. Zisebenza noma ngabe sisebenza nsuku zonke noma usuku olulodwa ngesonto, futhi noma ninesivumelwano esibhaliwe noma cha.',
        'I-Work Local isiza ngamaphepha: imininingwane ebhaliwe yokuqashwa, isiliphu seholo njalo ngosuku lokuhola, nezikhumbuzo zokukhokha i-UIF.',
      ],
      points: [],
    },
    'minimum-wage': {
      title: 'Khokha okungenani iholo elincane',
      paragraphs: [
        'Iholo elincane likazwelonke lingu-{minimumWage} ngehora kusukela ngomhla ka-{minimumWageFrom}. Liyafana kwizisebenzi zasekhaya nakuwo wonke umuntu.',
        'Imali yokugibela, ukudla negumbi akuyona ingxenye yeholo elincane: iholo lehora ngokwalo kufanele lifinyelele kulo.',
      ],
      points: [
        'Usuku lwamahora angu-{minPaidHours} noma ngaphansi lukhokhelwa njengamahora angu-{minPaidHours}.',
        'Amahora engeziwe (ovathayimu) akhokhelwa okungenani izikhathi ezingu-1.5 zeholo lehora, futhi ngesivumelwano kuphela.',
        'Ukusebenza ngeSonto kukhokhelwa kabili, noma izikhathi ezingu-1.5 uma evamise ukusebenza ngamaSonto.',
        'Ukusebenza ngeholide likazwelonke kungokwesivumelwano kuphela futhi kukhokhelwa okungenani kabili.',
      ],
    },
    paperwork: {
      title: 'Kubhale phansi: imininingwane nezisiliphu zeholo',
      paragraphs: [
        'Uma eqala, mnike imininingwane ebhaliwe yokuqashwa: ukuthi ningobani nobabili, usebenzaphi futhi nini, imisebenzi yakhe, iholo lakhe nokuthi libalwa kanjani, amahora engeziwe, inkokhelo engeyona imali, okudonswayo, ikhefu nesaziso. Kuchaze ngolimi alwaziyo, bese nisayina nobabili.',
        'Mnike isiliphu seholo njalo ngosuku lokuhola esibonisa isikhathi, izinga leholo lakhe, amahora asetshenziwe, amahora engeziwe, iholo eliphelele, okudonswayo ngakunye neholo elisele. Ngaphandle kwezisiliphu zeholo, isisebenzi ngokuvamile asikwazi ukufaka isicelo se-UIF.',
      ],
      points: ['Gcina amakhophi emininingwane, ezisiliphu zeholo namarekhodi esikhathi iminyaka emithathu.'],
    },
    uif: {
      title: 'Bhalisa ku-UIF nge-uFiling',
      paragraphs: [
        'Uma ekusebenzela amahora angaphezu kuka-{uifMinHours} ngenyanga, mbhalise ku-Unemployment Insurance Fund (UIF). I-UIF iyamkhokhela uma elahlekelwa umsebenzi, egula isikhathi eside, noma ezala ingane.',
        'Njalo ngenyanga udonsa u-{uifRate}% weholo lakhe bese wengeza u-{uifRate}% wakho, kubalwa eholweni elifika ku-{uifCeiling} ngenyanga.',
      ],
      points: [
        'Bhalisa njengomqashi ku-uFiling, insiza ye-inthanethi yoMnyango Wezemisebenzi Nabasebenzi.',
        'Memezela iholo lakhe bese ukhokha i-UIF ngomhla ka-7 wenyanga elandelayo.',
        'Bonisa okudonselwa i-UIF esiliphini sakhe seholo.',
      ],
    },
    coida: {
      title: 'Bhalisa ku-Compensation Fund (COIDA)',
      paragraphs: [
        'Kusukela esinqumweni se-Mahlangu seNkantolo Yomthethosisekelo sangomhla ka-19 Novemba 2020 (esibuyela emuva kuze kube ngu-27 Ephreli 1994), izisebenzi zasekhaya zivikelwe yi-Compensation for Occupational Injuries and Diseases Act. Amakhaya kufanele abhalise izisebenzi zawo zasekhaya ku-Compensation Fund.',
        'Isikhwama sikhokhela ukulimala nezifo ezibangelwa umsebenzi wakhe, njengokuwa ngesikhathi ehlanza amafasitela, ukuze kungabi ngomunye wenu othwala lezo zindleko yedwa.',
      ],
      points: ['Bhalisa ku-Compensation Fund njengomqashi bese wengeza isisebenzi sakho sasekhaya.'],
    },
    leave: {
      title: 'Ikhefu',
      paragraphs: [
        'Ikhefu likhokhelwa ngeholo lakhe elijwayelekile. Iholide likazwelonke alibalwa njengosuku lwekhefu lonyaka.',
      ],
      points: [
        'Ikhefu lonyaka: amasonto amathathu ngonyaka (izinsuku ezingu-21 zilandelana), noma ngesivumelwano usuku olulodwa ezinsukwini ezingu-17 ezisetshenziwe.',
        'Ikhefu lokugula: izinsuku ebezingasetshenzwa emasontweni ayisithupha, ezinyangeni ezingu-36 ngazinye; ezinyangeni zakhe eziyisithupha zokuqala, usuku olulodwa ezinsukwini ezingu-26 ezisetshenziwe.',
        'Ikhefu lezibopho zomndeni: izinsuku ezinhlanu ngonyaka, uma esekusebenzele izinyanga ezingaphezu kwezine okungenani izinsuku ezine ngesonto.',
        'Ikhefu lokubeletha: okungenani izinyanga ezine zilandelana. Akudingeki umkhokhele ngalo; angafaka isicelo ku-UIF.',
      ],
    },
    notice: {
      title: 'Isaziso',
      paragraphs: [
        'Noma ngubani kini angaqeda ukuqashwa ngokunikeza isaziso esibhaliwe: isonto elilodwa ezinyangeni zakhe eziyisithupha zokuqala, amasonto amane emva kwalokho. Udinga isizathu esifanele nenqubo efanele ukuze umxoshe.',
        'Uma ehlala egumbini olinikezayo, angahlala okungenani inyanga eyodwa emva kwesaziso.',
      ],
      points: [
        'Ngosuku lwakhe lokugcina, khokha konke okukweletwayo: iholo, ikhefu elingathathwanga nezinye izinkokhelo.',
      ],
    },
  },
};

export default zu;
