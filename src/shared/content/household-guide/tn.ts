// Setswana. Machine-assisted, awaiting review by a fluent speaker (docs/i18n/README.md); the English guide counts.
import type { HouseholdGuideTranslation } from './types.js';

const tn: HouseholdGuideTranslation = {
  reviewStatus: 'machine-assisted',
  reviewNotice:
    'Thanolo e e dirilwe ka thuso ya motšhine mme e sa ntse e letetse go sekasekwa ke sebui sa puo e. Kaedi ya Seesemane ke yone e e dirang.',
  title: 'Go thapa modiri wa ka fa gae: se molao o se kopang mo lelapeng la gago',
  intro:
    'Fa o thapa mongwe go phepafatsa, go apaya, go dira mo tshingwaneng kgotsa go tlhokomela lelapa la gago kwa gae, lelapa la gago le nna mothapi. Bontsi jwa se molao o se kopang bo bonolo, mme bo lo sireletsa lo le babedi. Kaedi e e tlhalosa dilo di le tlhano tse o tshwanetseng go di dira sentle.',
  disclaimer:
    'Kaedi e ke kakaretso ka puo e e bonolo, ga se kgakololo ya semolao. Lefapha la Ditiro le Badiri le araba dipotso ka maikarabelo a gago.',
  sections: {
    employer: {
      title: 'O mothapi',
      paragraphs: [
        'Modiri wa ka fa gae o sireleditswe ke Basic Conditions of Employment Act le Sectoral Determination 7 ya lephata la badiri ba ka fa gae. Di dira le fa a dira letsatsi le letsatsi kgotsa letsatsi le le lengwe ka beke, le fa lo na le konteraka e e kwadilweng kgotsa nnyaa.',
        'Work Local e thusa ka dipampiri: dintlha tse di kwadilweng tsa tiro, pampiri ya duelo letsatsi lengwe le lengwe la duelo, le dikgakololo tsa go duela UIF.',
      ],
      points: [],
    },
    'minimum-wage': {
      title: 'Duela bonnye jwa tuelo e e kwa tlase',
      paragraphs: [
        'Tuelo e e kwa tlase ya bosetšhaba ke {minimumWage} ka ura go simolola ka {minimumWageFrom}. E a tshwana mo badiring ba ka fa gae le mo mothong mongwe le mongwe.',
        'Madi a dipalangwa, dijo le kamore ga se karolo ya tuelo e e kwa tlase: tuelo ya ura ka boyone e tshwanetse go e fitlhelela.',
      ],
      points: [
        'Letsatsi la diura di le {minPaidHours} kgotsa ka fa tlase le duelwa jaaka diura di le {minPaidHours}.',
        'Nako e e oketsegileng e duelwa bonnye gangwe le halofo ya tuelo ya ura, mme fela ka tumalano.',
        'Go dira ka Sontaga go duelwa gabedi, kgotsa gangwe le halofo fa a tlwaetse go dira ka Disontaga.',
        'Go dira ka letsatsi la boikhutso la setšhaba ke ka tumalano fela mme go duelwa bonnye gabedi.',
      ],
    },
    paperwork: {
      title: 'Go kwale fa fatshe: dintlha le dipampiri tsa duelo',
      paragraphs: [
        'Fa a simolola, mo neye dintlha tse di kwadilweng tsa tiro: gore lo bomang lo le babedi, o dira kae le leng, ditiro tsa gagwe, tuelo ya gagwe le gore e balwa jang, nako e e oketsegileng, tuelo e e seng madi, dituelo tse di ntshiwang, malatsi a boikhutso le kitsiso. Di tlhalose ka puo e a e tlhaloganyang, mme lo saene lo le babedi.',
        'Mo neye pampiri ya duelo letsatsi lengwe le lengwe la duelo e e bontshang nako, seelo sa tuelo ya gagwe, diura tse a di dirileng, nako e e oketsegileng, tuelo yotlhe, tuelo nngwe le nngwe e e ntshiwang le tuelo e e setseng. Kwa ntle ga dipampiri tsa duelo, modiri gantsi ga a kgone go ipelaetsa mo UIF.',
      ],
      points: ['Boloka dikhopi tsa dintlha, dipampiri tsa duelo le direkoto tsa nako dingwaga di le tharo.'],
    },
    uif: {
      title: 'Kwadisetsa UIF mo uFiling',
      paragraphs: [
        'Fa a go direla diura di feta {uifMinHours} ka kgwedi, mo kwadise mo Unemployment Insurance Fund (UIF). UIF e a mo duela fa a latlhegelwa ke tiro, a lwala lobaka lo lo leele, kgotsa a tshola ngwana.',
        'Kgwedi nngwe le nngwe o ntsha {uifRate}% ya tuelo ya gagwe mme o oketsa {uifRate}% ya gago, e balwa mo tuelong go fitlha go {uifCeiling} ka kgwedi.',
      ],
      points: [
        'Ikwadise jaaka mothapi mo uFiling, tirelo ya inthanete ya Lefapha la Ditiro le Badiri.',
        'Bolela tuelo ya gagwe mme o duele UIF ka la 7 la kgwedi e e latelang.',
        'Bontsha tuelo ya UIF e e ntshitsweng mo pampiring ya gagwe ya duelo.',
      ],
    },
    coida: {
      title: 'Ikwadise mo Compensation Fund (COIDA)',
      paragraphs: [
        'Go simolola ka katlholo ya Mahlangu ya Kgotlatshekelo ya Molaotheo ya la 19 Ngwanatsele 2020 (e e boelang kwa morago go fitlha ka la 27 Moranang 1994), badiri ba ka fa gae ba sireleditswe ke Compensation for Occupational Injuries and Diseases Act. Malapa a tshwanetse go kwadisa badiri ba one ba ka fa gae mo Compensation Fund.',
        'Letlole le duelela dikgobalo le malwetse a a bakwang ke tiro ya gagwe, jaaka go wa a phepafatsa difensetere, gore go se nne ope wa lona yo o rwalang ditshenyegelo tseo a le esi.',
      ],
      points: ['Ikwadise mo Compensation Fund jaaka mothapi mme o oketse modiri wa gago wa ka fa gae.'],
    },
    leave: {
      title: 'Malatsi a boikhutso',
      paragraphs: [
        'Boikhutso bo duelwa ka tuelo ya gagwe e e tlwaelegileng. Letsatsi la boikhutso la setšhaba ga le balwe jaaka letsatsi la boikhutso jwa ngwaga.',
      ],
      points: [
        'Boikhutso jwa ngwaga: dibeke di le tharo ka ngwaga (malatsi a le 21 a a latelanang), kgotsa ka tumalano letsatsi le le lengwe mo malatsing mangwe le mangwe a le 17 a a dirilweng.',
        'Boikhutso jwa bolwetse: malatsi a a neng a tla a dira mo dibekeng di le thataro, mo dikgweding dingwe le dingwe di le 36; mo dikgweding tsa gagwe tsa ntlha di le thataro, letsatsi le le lengwe mo malatsing mangwe le mangwe a le 26 a a dirilweng.',
        'Boikhutso jwa maikarabelo a lelapa: malatsi a le matlhano ka ngwaga, fa a sena go go direla dikgwedi di feta nne bonnye malatsi a le mane ka beke.',
        'Boikhutso jwa pelegi: bonnye dikgwedi di le nne di latelana. Ga o patelesege go mo duela; a ka ipelaetsa mo UIF.',
      ],
    },
    notice: {
      title: 'Kitsiso',
      paragraphs: [
        'Mongwe le mongwe wa lona a ka fetsa tiro ka go neela kitsiso e e kwadilweng: beke e le nngwe mo dikgweding tsa gagwe tsa ntlha di le thataro, dibeke di le nne morago ga moo. O tlhoka lebaka le le siameng le tsamaiso e e siameng go mo koba.',
        'Fa a nna mo kamoreng e o e neelang, a ka nna bonnye kgwedi e le nngwe morago ga kitsiso.',
      ],
      points: [
        'Mo letsatsing la gagwe la bofelo, duela sengwe le sengwe se a se kolotiwang: tuelo, boikhutso jo bo sa tsewang le dituelo tse dingwe.',
      ],
    },
  },
};

export default tn;
